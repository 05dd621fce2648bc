// Placeholder until the feature is written.
export default function HomeMatchingPage() {
  return null;
}
