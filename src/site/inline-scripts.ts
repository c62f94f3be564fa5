/**
 * The site's inline scripts, each the exact text its page carries: the policy of every page
 * (astro.config.mjs, `security.csp`) names each one's hash, since Astro hashes the scripts it bundles
 * but not an `is:inline` one, and the browser runs no inline script the policy does not name. They
 * stay inline because each must run at once and is small (a text page carries at most 1 KB of
 * script): the theme before the first paint, the frame's switch and `/` key, the sidebar's marker.
 * A page's own data (the site's base path) is read from an attribute, so the text, and its hash,
 * is the same on every page. Written without template literals, so each is the text it shows.
 */

/** The reader's chosen theme, set before anything is drawn (no flash of the other one): the body's first element. */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t)document.documentElement.dataset.theme=t}catch(e){}";

/**
 * The header's theme switch (auto, light, dark; kept in localStorage; its words in the page's language
 * from `data-words`), `/` for its search box, the links to the other edition keeping the section read
 * (`data-keep-hash`), and the other edition offered once to a reader whose browser asks for its
 * language first (`#lang-offer`; remembered as offered, never a redirect): at the end of the body.
 */
export const HEADER_SCRIPT =
  "(function(){var d=document,r=d.documentElement,b=d.getElementById('theme'),m=['auto','light','dark'],w=b.dataset.words.split('|'),o=d.getElementById('lang-offer'),k='lang-offered';\nfunction s(t){t=='auto'?delete r.dataset.theme:r.dataset.theme=t;b.textContent=w[0]+': '+w[m.indexOf(t)+1];b.dataset.mode=t}\ns(r.dataset.theme||'auto');b.hidden=false;\nb.onclick=function(){var t=m[(m.indexOf(b.dataset.mode)+1)%3];try{t=='auto'?localStorage.removeItem('theme'):localStorage.setItem('theme',t)}catch(e){}s(t)};\nd.addEventListener('keydown',function(e){var a=d.activeElement;if(e.key=='/'&&!e.ctrlKey&&!e.metaKey&&!/^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName)&&!a.isContentEditable){e.preventDefault();d.getElementById('site-q').focus()}});\nd.querySelectorAll('[data-keep-hash]').forEach(function(a){a.addEventListener('click',function(){try{localStorage.setItem(k,1)}catch(e){}a.hash=location.hash})});\ntry{if(!localStorage.getItem(k)&&navigator.language.slice(0,2)==o.dataset.lang){o.hidden=false;localStorage.setItem(k,1);o.querySelector('button').onclick=function(){o.remove()}}}catch(e){}})()";

/** With a sidebar: its link to the section in view is marked (aria-current="location"). */
export const SIDEBAR_SCRIPT =
  "(function(){var d=document,L=d.querySelectorAll('.toc-wide a[href^=\"#\"]');if(!L.length||!window.IntersectionObserver)return;\nvar o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting)L.forEach(function(a){a.hash=='#'+e.target.id?a.setAttribute('aria-current','location'):a.removeAttribute('aria-current')})})},{rootMargin:'0px 0px -75% 0px'});\nL.forEach(function(a){var t=d.getElementById(decodeURIComponent(a.hash.slice(1)));t&&o.observe(t)})})()";

/**
 * The search page: loads Pagefind's UI (built after the site, so not bundled) into `#search`, whose
 * `data-base` is the site's base path and `data-missing` the page's words for a missing index; the header's search box sends its words as `?q=`. Page length
 * counts for little (0.2 of Pagefind's default 0.75): a short page that names a term (the glossary)
 * should not outrank the rulebook that explains it.
 */
export const SEARCH_SCRIPT =
  "var el=document.getElementById('search'),base=el.dataset.base,s=document.createElement('script');s.src=base+'/pagefind/pagefind-ui.js';s.onload=function(){var ui=new PagefindUI({element:'#search',showSubResults:true,baseUrl:base+'/',ranking:{pageLength:0.2}});var q=new URLSearchParams(location.search).get('q');if(q)ui.triggerSearch(q)};s.onerror=function(){el.textContent=el.dataset.missing};document.head.append(s);";

/**
 * The Compare index's form (`#pick`, its `data-base` the edition's base path, `data-message` its words for two same picks): goes to the page of the pair as
 * comparePairs() names it, the earlier option first unless it extends the later (`data-chain`: its
 * bases), with `?swapped` when that reads the other way round from the reader's pick.
 */
export const COMPARE_PICK_SCRIPT =
  "document.getElementById('pick').addEventListener('submit',function(e){e.preventDefault();var f=e.target,x=f.a.options[f.a.selectedIndex],y=f.b.options[f.b.selectedIndex],t;if(x.value===y.value){document.getElementById('pick-message').textContent=f.dataset.message;return}var picked=x.value;if(x.index>y.index){t=x;x=y;y=t}if(x.dataset.chain.split(' ').indexOf(y.value)>=0){t=x;x=y;y=t}location.href=f.dataset.base+'/compare/'+x.value+'--'+y.value+'/'+(x.value===picked?'':'?swapped')});";

/** A Compare page reached with `?swapped` says that it reads the other way round. */
export const COMPARE_SWAPPED_SCRIPT =
  "if (new URLSearchParams(location.search).has('swapped')) document.getElementById('swapped').hidden = false;";

/** Every inline script of the site, for the policy's hashes. */
export const INLINE_SCRIPTS: readonly string[] = [
  THEME_SCRIPT,
  HEADER_SCRIPT,
  SIDEBAR_SCRIPT,
  SEARCH_SCRIPT,
  COMPARE_PICK_SCRIPT,
  COMPARE_SWAPPED_SCRIPT,
];
