// Placeholder until the feature is written.
export default function ParametersPage() {
  return null;
}
