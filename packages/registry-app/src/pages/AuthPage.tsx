/** /auth */
export default function AuthPage() {
  return <h1>Sign In</h1>;
}
