export function LoadingPage() {
  return (
    <p className="portal-boot" role="status">
      Loading the portal…
    </p>
  );
}
