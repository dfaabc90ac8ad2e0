/**
 * An inline `<head>` script that keeps a first click on a prerendered control React has not yet
 * hydrated: React drops a click it cannot hand to a mounted handler, so "Show Code" could do
 * nothing (issue 27). A control is live once it is the host node of a fiber in the tree React
 * committed; until then the action waits and is repeated once (`click()`, or a select's choice with
 * a `change` event), then forgotten after a while or when the element leaves the page. The same
 * text on every page, so one CSP hash covers it.
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  'function live(e){',
  'var k=Object.keys(document).filter(function(k){return k.indexOf("__reactContainer")==0})[0];',
  'var f=k&&document[k].stateNode.current,rest=[];',
  'while(f){if(f.stateNode==e)return true;',
  'if(f.child){if(f.sibling)rest.push(f.sibling);f=f.child}else f=f.sibling||rest.pop()}',
  'return false}',
  'var waiting=new WeakSet();',
  'function watch(type,selector,replay){document.addEventListener(type,function(event){',
  'var c=event.isTrusted&&event.target instanceof Element&&event.target.closest(selector);',
  'if(!c||c.disabled||waiting.has(c)||live(c))return;',
  'var handled=false,seen=function(e){if(e==event)handled=live(c)},again=replay(c),since=Date.now();',
  'c.addEventListener(type,seen);waiting.add(c);',
  'setTimeout(function later(){',
  'c.removeEventListener(type,seen);',
  'if(handled||!c.isConnected||Date.now()-since>3e4)return waiting.delete(c);',
  'if(!live(c))return setTimeout(later,50);',
  'waiting.delete(c);again()',
  '})},true)}',
  'watch("click","#root button",function(b){return function(){b.click()}});',
  'watch("change","#root select",function(s){var v=s.value;return function(){',
  's.value=v;s.dispatchEvent(new Event("change",{bubbles:true}))}})',
  '})();',
].join('');
