// Placeholder until the feature is written.
export default function ProfileEditPage() {
  return null;
}
