/**
 * The server's answers to a quote form posted without JavaScript: the
 * confirmation with the reference, or the form again with every value the
 * visitor typed, each error beside its field and a summary at the top. The
 * fields come from src/enquiry/fields.ts, the same list the React form uses.
 */
import {business} from '../../src/business';
import {ATTRIBUTION_FIELD} from '../../src/enquiry/attribution';
import {
  allFields,
  choiceGroups,
  consentField,
  detailFields,
  detailsGroups,
  fieldGroups,
  marketingField,
  DETAILS_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  REFERENCE_FIELD,
  SCENARIO_FIELD,
  STARTED_AT_FIELD,
  type Choice,
  type FieldGroup,
  type FieldSpec,
} from '../../src/enquiry/fields';
import {
  collectionNoticeLead,
  collectionNoticeMore,
  collectionNoticeMoreTitle,
  collectionNoticeTitle,
  type NoticePart,
} from '../../src/enquiry/notice';
import type {EnquiryErrors} from '../../src/enquiry/schema';
import {calculatorName, scenariosFromField, scenarioSummary} from '../../src/enquiry/scenario';
import {lowerFirst} from '../../src/content/lowerFirst';
import {nextSteps} from '../../src/enquiry/nextSteps';
import {escapeHtml as esc, type PageShell} from './pageShell';

const phoneLink = `<a href="${esc(business.phone.href)}">${esc(business.phone.display)}</a>`;

/** The list of problems at the top of a form, each a link to its field. */
function errorSummary(errors: EnquiryErrors): string {
  const entries = allFields.filter((f) => errors[f.name]).map((f) => [f.name, errors[f.name]!] as const);
  if (entries.length === 0) return '';
  return `<div class="hcf-summary" role="alert" aria-labelledby="quote-summary-title"><h2 id="quote-summary-title">Please check ${entries.length === 1 ? 'one thing' : `${entries.length} things`}</h2><ul>${entries
    .map(([name, message]) => `<li><a href="#quote-${name}">${esc(message)}</a></li>`)
    .join('')}</ul></div>`;
}

function groupsHtml(groups: readonly FieldGroup[], values: Record<string, string>, errors: EnquiryErrors): string {
  return groups
    .map((group) =>
      group.legend
        ? `<fieldset><legend class="site-heading-face">${esc(group.legend)}</legend>${group.hint ? `<p class="hcf-hint">${esc(group.hint)}</p>` : ''}${group.fields
            .map((f) => fieldHtml(f, values[f.name] ?? '', errors[f.name]))
            .join('')}</fieldset>`
        : group.fields.map((f) => fieldHtml(f, values[f.name] ?? '', errors[f.name])).join(''),
    )
    .join('');
}

/**
 * Step two as a plain form: the optional details, posted with the enquiry's
 * reference and its secret (hidden fields) to /api/enquiries/details.
 */
function detailsForm(
  reference: string,
  token: string,
  values: Record<string, string>,
  errors: EnquiryErrors,
  headingLevel: 'h1' | 'h2',
): string {
  const heading =
    headingLevel === 'h1'
      ? `<h1>Check the details for ${esc(reference)}</h1>`
      : `<h2 id="details-title">Tell us more (optional)</h2>`;
  return `${heading}
${errorSummary(errors)}
<form method="post" action="/api/enquiries/details"${headingLevel === 'h2' ? ' aria-labelledby="details-title"' : ''}>
<p>A broker can prepare better for your call with a few details about the deal and the business. Every field is optional; they are added to enquiry ${esc(reference)}.</p>
${groupsHtml(detailsGroups, values, errors)}
${fieldHtml(marketingField, values.marketing ?? '', undefined)}
<input type="hidden" name="${REFERENCE_FIELD}" value="${esc(reference)}">
<input type="hidden" name="${DETAILS_TOKEN_FIELD}" value="${esc(token)}">
<button type="submit" class="button button--primary button--lg">Add these details</button>
</form>`;
}

export function confirmationPage(shell: PageShell, reference: string, detailsToken?: string): string {
  return shell(
    'Enquiry received',
    `<h1>Thank you: your enquiry is with us</h1>
<p>Your reference number is</p>
<p class="hcf-reference">${esc(reference)}</p>
<h2>What happens next</h2>
<ol>${nextSteps.map((step) => `<li>${esc(step)}</li>`).join('')}</ol>
<p>If it is urgent, call ${phoneLink} (${esc(business.businessHours)}) and quote your reference.</p>
${detailsToken ? detailsForm(reference, detailsToken, {}, {}, 'h2') : ''}
<p><a href="/">Back to the home page</a></p>`,
  );
}

/** Step two again, as the visitor filled it in, with what to fix. */
export function detailsFormPage(
  shell: PageShell,
  reference: string,
  token: string,
  values: Record<string, string>,
  errors: EnquiryErrors,
): string {
  return shell('Check your details', detailsForm(reference, token, values, errors, 'h1'));
}

/** Step two arrived (or had already arrived: the same answer, nothing stored twice). */
export function detailsAddedPage(shell: PageShell, reference: string): string {
  return shell(
    'Details added',
    `<h1>Thank you: your details are with us</h1>
<p>We have added them to enquiry <strong class="hcf-reference">${esc(reference)}</strong>. A broker will have them when they contact you.</p>
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
  // "false" without an error: a required box not yet ticked is otherwise read out as invalid (as in Field.tsx).
  const aria = `${describedBy ? ` aria-describedby="${describedBy}"` : ''} aria-invalid="${error ? 'true' : 'false'}"`;
  const required = spec.required ? ' required' : '';
  const invalid = error ? ' class="hcf-invalid"' : '';
  // A hint's link to a statement beside the form on /contact ("#credit-scope"): this page has no such statement, so it
  // opens the contact page in a new tab, and what the visitor typed here stays.
  const link = spec.hintLink
    ? spec.hintLink.href.startsWith('#')
      ? ` <a href="/contact${esc(spec.hintLink.href)}" target="_blank" rel="noopener">${esc(spec.hintLink.label)} (opens in a new tab)</a>`
      : ` <a href="${esc(spec.hintLink.href)}">${esc(spec.hintLink.label)}</a>`
    : '';
  const hint = spec.hint ? `<p id="${hintId}" class="hcf-hint">${esc(spec.hint)}${link}</p>` : '';
  const errorHtml = error ? `<p id="${errorId}" class="hcf-error">${esc(error)}</p>` : '';

  if (spec.kind === 'checkbox') {
    const checked = ['on', 'true', 'yes', '1'].includes(value.toLowerCase()) ? ' checked' : '';
    // The error under the box, as under every other field.
    return `<div class="hcf-field"><div class="hcf-check"><input type="checkbox" id="${id}" name="${spec.name}" value="true"${checked}${required}${aria}><label for="${id}">${esc(spec.label)}${spec.required ? ' (required)' : ''}</label></div>${errorHtml}</div>`;
  }

  const label = `<label for="${id}">${esc(spec.label)}${spec.required ? ' (required)' : ''}</label>`;
  let control: string;
  if (spec.kind === 'select') {
    const option = (c: Choice) =>
      `<option value="${esc(c.value)}"${c.value === value ? ' selected' : ''}>${esc(c.label)}</option>`;
    // Grouped as the form with scripts groups them (choiceGroups).
    const options = choiceGroups([{value: '', label: 'Choose one'}, ...(spec.choices ?? [])])
      .map(({group, choices}) => {
        const listed = choices.map(option).join('');
        return group ? `<optgroup label="${esc(group)}">${listed}</optgroup>` : listed;
      })
      .join('');
    control = `<select id="${id}" name="${spec.name}"${invalid}${required}${aria}>${options}</select>`;
  } else if (spec.kind === 'textarea') {
    const max = spec.maxLength ? ` maxlength="${spec.maxLength}"` : '';
    control = `<textarea id="${id}" name="${spec.name}" rows="${spec.rows ?? 5}"${max}${invalid}${aria}>${esc(value)}</textarea>`;
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
  return `${paragraphsHtml(collectionNoticeLead)}<details><summary>${esc(collectionNoticeMoreTitle)}</summary>${paragraphsHtml(collectionNoticeMore)}</details>`;
}

function paragraphsHtml(paragraphs: readonly (readonly NoticePart[])[]): string {
  return paragraphs
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
  const problemHtml = problem ? `<div class="hcf-summary" role="alert"><p>${esc(problem)}</p></div>` : '';

  const {latest, earlier} = scenariosFromField(values[SCENARIO_FIELD]);
  const scenarios = latest ? [latest, ...earlier] : earlier;
  const scenarioHtml =
    scenarios.length > 0
      ? `<section class="hcf-notice" aria-labelledby="quote-scenario-title"><h2 id="quote-scenario-title">Your calculator scenario${scenarios.length > 1 ? 's' : ''}</h2><p>${scenarios.length > 1 ? 'They' : 'It'} will be sent with your enquiry.</p>${scenarios
          .map(
            (scenario) =>
              `<p>From the ${esc(lowerFirst(calculatorName(scenario.calculator)))}:</p><dl>${scenarioSummary(scenario)
                .map((line) => `<dt>${esc(line.label)}</dt><dd>${esc(line.value)}</dd>`)
                .join('')}</dl>`,
          )
          .join('')}</section>`
      : '';

  // Step two's fields appear here only when this post carried some (a client may send everything at once).
  const withDetails = detailFields.some((f) => values[f.name] || errors[f.name]);
  const groups = groupsHtml(withDetails ? [...fieldGroups, ...detailsGroups] : fieldGroups, values, errors);

  return shell(
    'Check your quote request',
    `<h1>Check your quote request</h1>
${problemHtml}${errorSummary(errors)}
<form method="post" action="/api/enquiries">
<p>Fields marked (required) must be filled in, with a phone number or an e-mail address. Everything else is optional.</p>
${scenarioHtml}
${groups}
<section class="hcf-notice" aria-labelledby="quote-notice-title"><h2 id="quote-notice-title">${esc(collectionNoticeTitle)}</h2>${noticeHtml()}</section>
${fieldHtml(consentField, values.consent ?? '', errors.consent)}
<input type="hidden" name="marketing" value="${esc(values.marketing ?? '')}">
<input type="hidden" name="${SCENARIO_FIELD}" value="${esc(values[SCENARIO_FIELD] ?? '')}">
<input type="hidden" name="${ATTRIBUTION_FIELD}" value="${esc(values[ATTRIBUTION_FIELD] ?? '')}">
<input type="hidden" name="${STARTED_AT_FIELD}" value="${esc(values[STARTED_AT_FIELD] ?? '')}">
<input type="hidden" name="${IDEMPOTENCY_FIELD}" value="${esc(values[IDEMPOTENCY_FIELD] ?? '')}">
<div class="hcf-hidden" aria-hidden="true"><label for="quote-${HONEYPOT_FIELD}">Leave this empty</label><input type="text" id="quote-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit" class="button button--primary button--lg">Send my quote request</button>
</form>
<p>Prefer to talk? Call ${phoneLink} (${esc(business.businessHours)}).</p>`,
  );
}
