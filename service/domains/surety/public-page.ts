// The guarantee link's page as HTML, built on the server: a guest opens it from an e-mail, with no
// session and no application to load. French, plain, readable on a phone; every value escaped.
import { eurosText } from '../booking/cancellation-rules';
import type { GuaranteeDeclaration, GuaranteePage } from './guarantee-record';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const frenchDay = (day: string) => day.split('-').reverse().join('/');

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7280}
label{display:block;margin-top:.8rem;font-weight:600}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
button{margin-top:1.2rem;font-size:1rem;padding:.6rem 1.2rem;background:#1677ff;color:#fff;border:0;border-radius:6px}
.error{background:#fff1f0;border:1px solid #ffa39e;padding:.6rem;border-radius:6px}
.done{background:#f6ffed;border:1px solid #b7eb8f;padding:.6rem;border-radius:6px}
</style></head><body>${body}</body></html>`;
}

/** The booking, the amount and the form recording the guarantee; `error` above the form after a refusal. */
export function guaranteeFormHtml(page: GuaranteePage, error?: string, typed?: Partial<GuaranteeDeclaration>): string {
  const value = (v: string | undefined) => escapeHtml(v ?? '');
  return layout(
    'Caution de votre séjour',
    `<h1>Caution de votre séjour${page.establishment ? ` — ${escapeHtml(page.establishment)}` : ''}</h1>
<dl><dt>Séjour</dt><dd>${escapeHtml(page.bookingCode)}</dd><dt>Au nom de</dt><dd>${escapeHtml(page.customerName)}</dd>
<dt>Du</dt><dd>${frenchDay(page.startDate)} au ${frenchDay(page.endDate)}</dd>
<dt>Caution</dt><dd><strong>${eurosText(page.amountCents)}</strong></dd></dl>
<p>La caution n’est pas débitée : elle est restituée après votre départ si rien n’est à déplorer.
Indiquez la carte qui la garantit (le numéro complet n’est jamais demandé). Ce lien est valable jusqu’au ${frenchDay(page.validUntil)}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="cardOwner">Titulaire de la carte</label><input id="cardOwner" name="cardOwner" autocomplete="cc-name" required maxlength="100" value="${value(typed?.cardOwner)}">
<label for="cardLast4">4 derniers chiffres de la carte</label><input id="cardLast4" name="cardLast4" inputmode="numeric" required pattern="[0-9]{4}" maxlength="4" value="${value(typed?.cardLast4)}">
<label for="cardExpiry">Date d’expiration (MM/AA)</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" required pattern="(0[1-9]|1[0-2])/[0-9]{2}" maxlength="5" placeholder="MM/AA" value="${value(typed?.cardExpiry)}">
<button type="submit">Enregistrer ma caution</button>
</form>`,
  );
}

export function guaranteeRecordedHtml(page: GuaranteePage): string {
  return layout(
    'Caution enregistrée',
    `<h1>Merci !</h1><p class="done" role="status">Votre caution de ${eurosText(page.amountCents)} pour le séjour
${escapeHtml(page.bookingCode)} est enregistrée. Nous vous souhaitons un bon séjour.</p>`,
  );
}

/** A link that cannot be used (forged, expired, spent, stay cancelled): the reason, politely. */
export function guaranteeRefusedHtml(message: string): string {
  return layout('Caution', `<h1>Caution de votre séjour</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
