// Placeholder until the feature is written.
export default function AccountPage() {
  return null;
}
