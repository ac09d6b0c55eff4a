/**
 * The page template (Docusaurus's `ssrTemplate` option), Docusaurus's own
 * default with one change: the scripts every page shares (the webpack runtime
 * and main.js) stay in <head>, and the page's own route scripts are named at
 * the end of <body>. All are `defer`, so they run in the same order as before.
 *
 * Why: on a slow connection the downloads the HTML names share the bandwidth.
 * With a guide's nine route scripts in <head> (src/plugins/route-chunk-scripts)
 * the browser started them while the HTML itself was still arriving, and the
 * first paint came later (observed LCP 0.65x -> 0.83x the template's on home,
 * 0.72x -> 0.91x on the insights list, in one audit). At the end of <body> they
 * start once the HTML has arrived, still long before main.js has run.
 * Compare with node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js when
 * Docusaurus is upgraded.
 */
const sharedScript = /(^|\/)(runtime~main|main)\.[0-9a-f]+\.js$/;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.filter((script) => ${sharedScript}.test(script)).forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% it.scripts.filter((script) => !${sharedScript}.test(script)).forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </body>
</html>
`;
