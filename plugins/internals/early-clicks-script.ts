/**
 * An inline `<head>` script that keeps the first click on a control that is on screen before
 * React runs it. A prerendered page shows its buttons at once, but each works only once React has
 * hydrated it and committed that: before the entry script has run, while React hydrates in time
 * slices, and, for the parts it hydrates later (a demo block waits for its demo's code), until
 * then. React drops a click it cannot hand to a mounted handler, so a visitor's "Show Code" could
 * do nothing (issue 27, seen in WebKit and Firefox).
 *
 * The script watches trusted clicks on buttons and choices in selects under `#root`. A control is
 * live when React has committed it: its element is the host node of a fiber in the tree React
 * shows (`current`, found from the container React marks on `document`). It listens on the
 * element itself: the event reaches the element unless React stopped it for a part it has not
 * hydrated, and a live element then means that React ran its handler. Otherwise the script waits
 * for the control to be live, then repeats the action once: `click()`, or the chosen option with
 * a `change` event. Further clicks on a control whose action waits are left alone, so two
 * impatient clicks still open a code view once. After 30 s, or when the element leaves the page,
 * the action is forgotten. It is the same text on every page (one CSP hash covers it), and written
 * small: every page carries it.
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  // live(e): e is the node of a fiber in the tree React has committed
  'function live(e){',
  'var k=Object.keys(document).filter(function(k){return k.indexOf("__reactContainer")==0})[0];',
  'var f=k&&document[k].stateNode.current,rest=[];',
  'while(f){if(f.stateNode==e)return true;',
  'if(f.child){if(f.sibling)rest.push(f.sibling);f=f.child}else f=f.sibling||rest.pop()}',
  'return false}',
  'var waiting=new WeakSet();',
  // watch(type, selector, replay): replay(control) remembers the action and returns its repeat
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
