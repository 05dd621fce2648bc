// Placeholder written by the lead; the helper who owns this feature replaces it.
export default function AdvertPage() {
  return null;
}
