// Placeholder until the feature is written.
export default function SearchPage() {
  return null;
}
