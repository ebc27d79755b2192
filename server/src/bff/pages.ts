/** The one page the server renders itself: a failed sign-in (the portal is not loaded yet). */
export function signInFailedPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in failed</title></head>
<body><main>
<h1>Sign-in failed</h1>
<p>The sign-in could not be completed: it may have expired or been started in another window.</p>
<p><a href="/bff/login">Sign in again</a></p>
<div lang="de"><h2>Anmeldung fehlgeschlagen</h2>
<p>Die Anmeldung konnte nicht abgeschlossen werden: Sie ist eventuell abgelaufen oder wurde in einem anderen Fenster begonnen.</p>
<p><a href="/bff/login">Erneut anmelden</a></p></div>
</main></body>
</html>`;
}
