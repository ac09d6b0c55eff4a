/**
 * A tiny script inlined in every page's <head>: if one of the site's own
 * scripts fails to download (a dropped connection, or an old page after a
 * redeploy), the visitor sees what happened and a way to retry instead of a
 * page that silently stops working. It runs before React, so it cannot rely on it.
 */
import {business} from '../business';

const message = `Part of this page didn’t load. Check your connection and try again, or call ${business.phone.display}.`;

export const loadFailureNoticeScript = `(function(){var shown=false;window.addEventListener('error',function(e){var t=e.target;if(shown||!t||t.tagName!=='SCRIPT'||!/\\/assets\\/js\\//.test(t.src||''))return;shown=true;var d=document.createElement('div');d.setAttribute('role','alert');d.className='site-load-failure';d.appendChild(document.createTextNode(${JSON.stringify(message)}+' '));var b=document.createElement('button');b.type='button';b.className='button button--primary button--sm';b.textContent='Try again';b.onclick=function(){location.reload()};d.appendChild(b);(document.body||document.documentElement).appendChild(d)},true)})();`;
