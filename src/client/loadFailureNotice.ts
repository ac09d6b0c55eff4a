/**
 * A tiny script inlined in every page's <head>: if one of the site's own
 * scripts fails to download (a dropped connection, or an old page after a
 * redeploy), the visitor sees what happened and a way to retry instead of a
 * page that silently stops working. It runs before React, so it cannot rely on it.
 *
 * - The page's HTML carries only the CSS its own elements use, and the full
 *   stylesheet is added by the site's scripts after hydration
 *   (fullStylesheet.ts). When they fail it would never come: the notice would
 *   sit unstyled at the very end of the page, where nobody sees it, and the
 *   page would lack what a page without scripts gets. So the notice adds the
 *   full stylesheet itself, from the same <noscript>.
 * - The notice is fixed over the bottom of the screen, so it can be dismissed:
 *   a part that loads on demand (the search panel) fetches its code again once
 *   the connection is back. A later failure shows it again.
 */
import {business} from '../business';
import {ADDED_ATTRIBUTE, FULL_STYLESHEET_ID, fullStylesheetHrefPattern} from './fullStylesheetLink';

const message = `Part of this page didn’t load. Check your connection and try again, or call ${business.phone.display}.`;

// Plain ES5 in a string, written into each page with its line breaks and indents taken out.
export const loadFailureNoticeScript = `(function(){
var shown=false;
function addFullStylesheet(){
  var noscript=document.getElementById(${JSON.stringify(FULL_STYLESHEET_ID)});
  var match=noscript&&${fullStylesheetHrefPattern}.exec(noscript.textContent||'');
  if(!match||document.querySelector('link[${ADDED_ATTRIBUTE}]'))return;
  var link=document.createElement('link');
  link.rel='stylesheet';link.href=match[1];link.setAttribute('${ADDED_ATTRIBUTE}','');
  document.head.appendChild(link);
}
function button(text,className,onClick){
  var b=document.createElement('button');
  b.type='button';b.className='button button--sm '+className;b.textContent=text;b.onclick=onClick;
  return b;
}
window.addEventListener('error',function(e){
  var t=e.target;
  if(shown||!t||t.tagName!=='SCRIPT'||!/\\/assets\\/js\\//.test(t.src||''))return;
  shown=true;
  addFullStylesheet();
  var notice=document.createElement('div');
  notice.setAttribute('role','alert');
  notice.className='site-load-failure';
  notice.appendChild(document.createTextNode(${JSON.stringify(message)}+' '));
  notice.appendChild(button('Try again','button--primary',function(){location.reload()}));
  notice.appendChild(button('Dismiss','site-load-failure__dismiss',function(){notice.remove();shown=false}));
  (document.body||document.documentElement).appendChild(notice);
},true);
})();`.replace(/\n\s*/g, '');
