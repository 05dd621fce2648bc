// Placeholder until the feature is written.
export default function UserMatchingPage() {
  return null;
}
