/**
 * The first stop of the keyboard in the shell (WCAG 2.4.1): hidden until focused, it moves focus to the
 * page's main region so a keyboard user does not tab through the sidebar and top bar on every page. Focus
 * is moved by hand rather than by the #main fragment, which would add to the router's history.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-none"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
