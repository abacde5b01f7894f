/** /profile */
export default function ProfilePage() {
  return <h1>My Profile</h1>;
}
