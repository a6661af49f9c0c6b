import { usePortal } from '@portal/shared';

export function Footer() {
  const { session } = usePortal();
  return (
    <footer className="usa-footer usa-footer--slim">
      <div className="usa-footer__secondary-section">
        <div className="grid-container">
          <p>
            © {new Date().getFullYear()} {session.appName}
          </p>
        </div>
      </div>
    </footer>
  );
}
