import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Update User (/admin-user/:id). Replace with the real page. */
export default function AdminUserEdit() {
  return (
    <Placeholder
      title="Update User"
      route="/admin-user/:id"
      summary={["Edit the admin user record (userEmail, userRole). Toast \"User Is Update\"."]}
    />
  );
}
