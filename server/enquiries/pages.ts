/**
 * The server's answers to a quote form posted without JavaScript: the
 * confirmation with the reference, or the form again with every value the
 * visitor typed, each error beside its field and a summary at the top. The
 * fields come from src/enquiry/fields.ts, the same list the React form uses.
 */
import {business} from '../../src/business';
import {
  consentField,
  fieldGroups,
  marketingField,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SCENARIO_FIELD,
  STARTED_AT_FIELD,
  type FieldSpec,
} from '../../src/enquiry/fields';
import {collectionNotice, collectionNoticeTitle} from '../../src/enquiry/notice';
import type {EnquiryErrors} from '../../src/enquiry/schema';
import {calculatorName, scenarioFromField, scenarioSummary} from '../../src/enquiry/scenario';
import {nextSteps} from '../../src/enquiry/nextSteps';
import {escapeHtml as esc, type PageShell} from './pageShell';

const phoneLink = `<a href="${esc(business.phone.href)}">${esc(business.phone.display)}</a>`;

export function confirmationPage(shell: PageShell, reference: string): string {
  return shell(
    'Enquiry received',
    `<h1>Thank you: your enquiry is with us</h1>
<p>Your reference number is</p>
<p class="hcf-reference">${esc(reference)}</p>
<h2>What happens next</h2>
<ol>${nextSteps.map((step) => `<li>${esc(step)}</li>`).join('')}</ol>
<p>If it is urgent, call ${phoneLink} (${esc(business.businessHours)}) and quote your reference.</p>
<p><a href="/">Back to the home page</a></p>`,
  );
}

export function problemPage(shell: PageShell, title: string, message: string): string {
  return shell(
    title,
    `<h1>${esc(title)}</h1>
<p>${esc(message)}</p>
<p>Use your browser’s Back button to return to the form: your details should still be there. Or call us on ${phoneLink} (${esc(business.businessHours)}).</p>
<p><a href="/contact">Go to the contact page</a></p>`,
  );
}

function fieldHtml(spec: FieldSpec, value: string, error: string | undefined): string {
  const id = `quote-${spec.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [spec.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const aria = `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  const required = spec.required ? ' required' : '';
  const invalid = error ? ' class="hcf-invalid"' : '';
  const hint = spec.hint ? `<p id="${hintId}" class="hcf-hint">${esc(spec.hint)}</p>` : '';
  const errorHtml = error ? `<p id="${errorId}" class="hcf-error">${esc(error)}</p>` : '';

  if (spec.kind === 'checkbox') {
    const checked = ['on', 'true', 'yes', '1'].includes(value.toLowerCase()) ? ' checked' : '';
    return `<div class="hcf-field">${errorHtml}<div class="hcf-check"><input type="checkbox" id="${id}" name="${spec.name}" value="true"${checked}${required}${aria}><label for="${id}">${esc(spec.label)}${spec.required ? ' (required)' : ''}</label></div></div>`;
  }

  const label = `<label for="${id}">${esc(spec.label)}${spec.required ? ' (required)' : ''}</label>`;
  let control: string;
  if (spec.kind === 'select') {
    const options = [{value: '', label: 'Choose one'}, ...(spec.choices ?? [])]
      .map((c) => `<option value="${esc(c.value)}"${c.value === value ? ' selected' : ''}>${esc(c.label)}</option>`)
      .join('');
    control = `<select id="${id}" name="${spec.name}"${invalid}${required}${aria}>${options}</select>`;
  } else if (spec.kind === 'textarea') {
    control = `<textarea id="${id}" name="${spec.name}" rows="5"${invalid}${aria}>${esc(value)}</textarea>`;
  } else {
    const attributes = [
      `type="${spec.type ?? 'text'}"`,
      spec.inputMode ? `inputmode="${spec.inputMode}"` : '',
      spec.autoComplete ? `autocomplete="${spec.autoComplete}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    control = `<input ${attributes} id="${id}" name="${spec.name}" value="${esc(value)}"${invalid}${required}${aria}>`;
  }
  return `<div class="hcf-field">${label}${hint}${control}${errorHtml}</div>`;
}

function noticeHtml(): string {
  return collectionNotice
    .map(
      (paragraph) =>
        `<p>${paragraph.map((part) => (typeof part === 'string' ? esc(part) : `<a href="${esc(part.href)}">${esc(part.text)}</a>`)).join('')}</p>`,
    )
    .join('');
}

/** The form again, as the visitor filled it in, with what to fix. */
export function formPage(
  shell: PageShell,
  values: Record<string, string>,
  errors: EnquiryErrors,
  problem?: string,
): string {
  const all = [...fieldGroups.flatMap((g) => g.fields), consentField, marketingField];
  const errorEntries = all.filter((f) => errors[f.name]).map((f) => [f.name, errors[f.name]!] as const);
  const summary =
    errorEntries.length > 0
      ? `<div class="hcf-summary" role="alert" aria-labelledby="quote-summary-title"><h2 id="quote-summary-title">Please check ${errorEntries.length === 1 ? 'one thing' : `${errorEntries.length} things`}</h2><ul>${errorEntries
          .map(([name, message]) => `<li><a href="#quote-${name}">${esc(message)}</a></li>`)
          .join('')}</ul></div>`
      : '';
  const problemHtml = problem ? `<div class="hcf-summary" role="alert"><p>${esc(problem)}</p></div>` : '';

  const scenario = scenarioFromField(values[SCENARIO_FIELD]);
  const scenarioHtml = scenario
    ? `<section class="hcf-notice" aria-labelledby="quote-scenario-title"><h2 id="quote-scenario-title">Your calculator scenario</h2><p>From the ${esc(calculatorName(scenario.calculator).toLowerCase())}. It will be sent with your enquiry.</p><dl>${scenarioSummary(
        scenario,
      )
        .map((line) => `<dt>${esc(line.label)}</dt><dd>${esc(line.value)}</dd>`)
        .join('')}</dl></section>`
    : '';

  const groups = fieldGroups
    .map(
      (group) =>
        `<fieldset><legend>${esc(group.legend)}</legend>${group.fields
          .map((f) => fieldHtml(f, values[f.name] ?? '', errors[f.name]))
          .join('')}</fieldset>`,
    )
    .join('');

  return shell(
    'Check your quote request',
    `<h1>Check your quote request</h1>
${problemHtml}${summary}
<form method="post" action="/api/enquiries">
<p>Fields marked (required) must be filled in. Everything else is optional.</p>
${scenarioHtml}
${groups}
<section class="hcf-notice" aria-labelledby="quote-notice-title"><h2 id="quote-notice-title">${esc(collectionNoticeTitle)}</h2>${noticeHtml()}</section>
${fieldHtml(consentField, values.consent ?? '', errors.consent)}
${fieldHtml(marketingField, values.marketing ?? '', undefined)}
<input type="hidden" name="${SCENARIO_FIELD}" value="${esc(values[SCENARIO_FIELD] ?? '')}">
<input type="hidden" name="${STARTED_AT_FIELD}" value="${esc(values[STARTED_AT_FIELD] ?? '')}">
<input type="hidden" name="${IDEMPOTENCY_FIELD}" value="${esc(values[IDEMPOTENCY_FIELD] ?? '')}">
<div class="hcf-hidden" aria-hidden="true"><label for="quote-${HONEYPOT_FIELD}">Leave this empty</label><input type="text" id="quote-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit" class="button button--primary button--lg">Send my quote request</button>
</form>
<p>Prefer to talk? Call ${phoneLink} (${esc(business.businessHours)}).</p>`,
  );
}
