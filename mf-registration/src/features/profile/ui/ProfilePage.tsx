// Placeholder until the feature is written.
export default function ProfilePage() {
  return null;
}
