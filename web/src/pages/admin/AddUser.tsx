import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Admin Email (/add-user). Replace with the real page. */
export default function AddUser() {
  return (
    <Placeholder
      title="Admin Email"
      route="/add-user"
      summary={["Add admin user: visible only if the signed-in email matches a user record; field userEmail, hidden userRole Admin.", "Exactly one user record gives \"Update User\" link to /admin-user/{id}; otherwise the add form. Toast \"User Is Added\"."]}
    />
  );
}
