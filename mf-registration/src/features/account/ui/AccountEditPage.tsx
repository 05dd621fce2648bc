// Placeholder until the feature is written.
export default function AccountEditPage() {
  return null;
}
