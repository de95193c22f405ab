/// The fixed evaluator every live script carries: it reads the form's
/// controls, evaluates the predicates (given as data) exactly as
/// `FormPredicate` does, and shows, hides, enables and disables the wrappers.
///
/// Why an interpreter over data rather than one JavaScript expression per
/// condition: the evaluator is the same text for every form, so it is
/// checked once against the Swift evaluator (Tests/Scripts/
/// html_live_conditions_cross_check.py), and user text only ever appears
/// inside JSON string literals, never in code; nothing is built with `eval`.
///
/// The evaluator follows `FormValueOrder`: numbers compare exactly (integers
/// as `BigInt`, decimals digit by digit, a double against a decimal through
/// its shortest digits), text by Unicode canonical equivalence and then by
/// the scalar order of its NFC form, `count` in grapheme clusters
/// (`Intl.Segmenter`), `isEmpty` as `FormValue.isEmpty`. A control's text
/// is read as `update(fromURLEncoded:)` reads the same text in a body; text
/// a row refuses leaves the last value the row read on this page (the value
/// the page was rendered with until it reads one), as a refused edit leaves
/// a form's value: typing `151` into an age that shows a paragraph from 13
/// on keeps the paragraph shown, as it was at `15`, so what the person
/// typed there is posted. A row the page was rendered holding a value
/// (`D.h`, see ``FormInputError/Reason/held(value:waitingFor:)``) is shown
/// and enabled while a row it waits for holds text its row refuses, as the
/// person saw it when posting; once they all read a value, its conditions
/// decide again.
///
/// Where a browser cannot match Swift exactly:
/// - `count` uses the browser's grapheme rules (ICU's Unicode version), not
///   Swift's; they differ only for characters newer than one of them.
/// - A `Float` row reads the numeral as a double first, then rounds to
///   float (Swift reads the float directly): a numeral within a rounding
///   tie of two floats can land on the other one.
/// - A decimal beyond ±1e90 against a double, and step checks on numerals
///   of more than 38 digits, use the browser's doubles and `BigInt`.
/// - Files are equal only to themselves; a file control's choice is not
///   read (a file row keeps its rendered value; `isEmpty` on it is the
///   rendered state).
/// - Text areas give `\n` where the submitted body has `\r\n`.
/// - Controls are read whether or not they are disabled or out of the page
///   (a hidden row's wrapper waits in its `<template>`), as the Swift form
///   keeps the value of a row that a condition hides.
/// - A name with no control (a multiple select with nothing chosen, a list
///   with no inputs) keeps the rendered value, as an update with that name
///   absent does.
enum FormHTMLLiveRuntime {
    /// The evaluator, a function of the data object `D`.
    static let source = evaluator + "\n" + FormHTMLLiveGroupRuntime.source + "\n" + wiring

    /// Reading controls and evaluating predicates; the data by identity in `base`.
    private static let evaluator = #"""
        function(D){"use strict";
        var form=document.getElementById(D.f);if(!form)return;
        var seg=typeof Intl!=="undefined"&&Intl.Segmenter?new Intl.Segmenter("en",{granularity:"grapheme"}):null;
        function graphemes(s){if(!seg)return Array.from(s);var o=[];for(var p of seg.segment(s))o.push(p.segment);return o;}
        var WS=/^\p{White_Space}/u,TRIM=/^[\t\p{Zs}]+|[\t\p{Zs}]+$/gu,NUMERAL=/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
        function trim(s){return s.replace(TRIM,"");}
        function blank(s){return graphemes(s).every(function(g){return WS.test(g);});}
        function parts(t){var m=/^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?)(\d+))?$/.exec(t);if(!m)return null;
        var f=m[3]||"",d=(m[2]+f).replace(/^0+/,""),x=m[5]?Math.min(Number(m[5]),1e6)*(m[4]==="-"?-1:1):0,e=x-f.length;
        while(d.length&&d[d.length-1]==="0"){d=d.slice(0,-1);e++;}
        return d===""?{n:false,d:"",e:0}:{n:m[1]==="-",d:d,e:e};}
        function exact(t){if(!NUMERAL.test(t))return null;var p=parts(t);return p.d===""||(p.d.length<=38&&p.e>=-128&&p.e<=127)?p:null;}
        function num(t){return t==="inf"?Infinity:t==="-inf"?-Infinity:/nan/.test(t)?NaN:Number(t);}
        function val(x){if(x===null||typeof x!=="object")return x;switch(x[0]){
        case "i":return{k:"i",b:BigInt(x[1])};case "m":return{k:"m",p:parts(x[1])};case "d":return{k:"d",x:num(x[1])};
        case "t":return{k:"t",ms:Number(x[1])};case "a":return x[1].map(val);
        case "o":return{k:"o",m:x[1].map(function(e){return[e[0],val(e[1])];})};default:return{k:"F",e:x[1]};}}
        function ord(a,b){return a<b?-1:a>b?1:0;}
        function neg(c){return c===null?null:-c;}
        function isNum(v){return v!==null&&typeof v==="object"&&(v.k==="i"||v.k==="m"||v.k==="d");}
        function nfc(s){return s.normalize("NFC");}
        function cmpStr(a,b){a=nfc(a);b=nfc(b);if(a===b)return 0;var i=0;for(;;){var x=a.codePointAt(i),y=b.codePointAt(i);
        if(x===undefined)return y===undefined?0:-1;if(y===undefined)return 1;if(x!==y)return x<y?-1:1;i+=x>65535?2:1;}}
        function sign(p){return p.d===""?0:p.n?-1:1;}
        function cmpDec(p,q){var s=sign(p),t=sign(q);if(s!==t)return s<t?-1:1;if(s===0)return 0;
        var a=p.d.length+p.e,b=q.d.length+q.e,c;if(a!==b)c=a<b?-1:1;else{var n=Math.max(p.d.length,q.d.length),x=p.d.padEnd(n,"0"),y=q.d.padEnd(n,"0");c=ord(x,y);}return s<0?-c:c;}
        function cmpID(i,d){if(isNaN(d))return null;if(d>=9223372036854775808)return -1;if(d<-9223372036854775808)return 1;
        var w=Math.trunc(d),b=BigInt(w);if(i!==b)return ord(i,b);var f=d-w;return f>0?-1:f<0?1:0;}
        function decText(p){return(p.n?"-":"")+(p.d||"0")+"e"+p.e;}
        function cmpMD(p,d){if(isNaN(d))return null;if(!isFinite(d))return d>0?-1:1;var m=Math.abs(d);
        if(m===0||(m>1e-90&&m<1e90)){var c=exact(String(d));if(c)return cmpDec(p,c);}return ord(Number(decText(p)),d);}
        function cmpNum(a,b){var k=a.k+b.k;switch(k){case "ii":return ord(a.b,b.b);case "dd":return isNaN(a.x)||isNaN(b.x)?null:ord(a.x,b.x);
        case "id":return cmpID(a.b,b.x);case "di":return neg(cmpID(b.b,a.x));case "mm":return cmpDec(a.p,b.p);
        case "mi":return cmpDec(a.p,parts(b.b.toString()));case "im":return cmpDec(parts(a.b.toString()),b.p);
        case "md":return cmpMD(a.p,b.x);case "dm":return neg(cmpMD(b.p,a.x));}return null;}
        function cmp(a,b){if(typeof a==="string"&&typeof b==="string")return cmpStr(a,b);
        if(a&&b&&a.k==="t"&&b.k==="t")return ord(a.ms,b.ms);return isNum(a)&&isNum(b)?cmpNum(a,b):null;}
        function eq(a,b){if(Array.isArray(a)||Array.isArray(b))return Array.isArray(a)&&Array.isArray(b)&&a.length===b.length&&a.every(function(x,i){return eq(x,b[i]);});
        if(a===null||b===null||typeof a==="boolean"||typeof b==="boolean")return a===b;
        if(a.k==="F"||b.k==="F")return a===b;
        if(a.k==="o"||b.k==="o")return a.k===b.k&&a.m.length===b.m.length&&a.m.every(function(e,i){return cmpStr(e[0],b.m[i][0])===0&&eq(e[1],b.m[i][1]);});
        return cmp(a,b)===0;}
        function empty(v){if(v===null)return true;if(typeof v==="string")return blank(v);if(Array.isArray(v))return v.length===0;
        return v.k==="o"?v.m.length===0:v.k==="F"?v.e:false;}
        function readInt(x,lo,hi){var t=trim(x),b;if(/^[+-]?\d+$/.test(t))b=BigInt(t);else{var p=exact(t);if(!p||p.e<0)return;b=p.d===""?0n:BigInt((p.n?"-":"")+p.d+"0".repeat(p.e));}
        return b<BigInt(lo)||b>BigInt(hi)?undefined:{k:"i",b:b};}
        function float(t){var f=Math.fround(Number(t));for(var p=1;p<10&&isFinite(f);p++){var s=f.toPrecision(p);if(Math.fround(Number(s))===f)return Number(s);}return f;}
        function digits(s,n){var v=0;for(var i=0;i<n;i++){var c=s.t.charCodeAt(s.i+i);if(!(c>=48&&c<=57))return;v=v*10+c-48;}s.i+=n;return v;}
        function skip(s,c){if(s.t[s.i]===c){s.i++;return true;}return false;}
        function time(s){var h=digits(s,2);if(h===undefined||h>=24||!skip(s,":"))return;var m=digits(s,2);if(m===undefined||m>=60)return;var ms=(h*3600+m*60)*1000;
        if(skip(s,":")){var c=digits(s,2);if(c===undefined||c>=60)return;ms+=c*1000;if(skip(s,".")){var f=0,n=0,d;
        while(s.i<s.t.length&&(d=s.t.charCodeAt(s.i))>=48&&d<=57){if(n<3)f=f*10+d-48;else if(n===3&&d>=53)f+=1;n++;s.i++;}
        if(n===0)return;for(var k=n;k<3;k++)f*=10;ms+=f;}}return ms;}
        function days(y,m,d){y-=m<=2?1:0;var era=Math.floor(y/400),ye=y-era*400,dy=Math.floor((153*(m+(m>2?-3:9))+2)/5)+d-1;return era*146097+ye*365+Math.floor(ye/4)-Math.floor(ye/100)+dy-719468;}
        function inYears(ms){return ms>=-62167219200000&&ms<=253402300799999?{k:"t",ms:ms}:undefined;}
        function date(t){var s={t:t,i:0},y=digits(s,4);if(y!==undefined&&skip(s,"-")){var mo=digits(s,2);if(mo===undefined||!skip(s,"-"))return;var d=digits(s,2);
        var dim=mo===2?((y%4===0&&y%100!==0)||y%400===0?29:28):[4,6,9,11].indexOf(mo)>=0?30:31;
        if(d===undefined||mo<1||mo>12||d<1||d>dim)return;var ms=days(y,mo,d)*86400000;
        if(s.i<t.length){if(!(skip(s,"T")||skip(s,"t")||skip(s," ")))return;var tm=time(s);if(tm===undefined)return;ms+=tm;
        if(!(skip(s,"Z")||skip(s,"z"))){var g=skip(s,"+")?1:skip(s,"-")?-1:0;if(g){var zh=digits(s,2);if(zh===undefined||zh>=24)return;skip(s,":");var zm=digits(s,2);if(zm===undefined||zm>=60)return;ms-=g*(zh*3600+zm*60)*1000;}}
        if(s.i<t.length)return;}return inYears(ms);}
        s={t:t,i:0};var o=time(s);return o!==undefined&&s.i===t.length?inYears(o):undefined;}
        function option(r,x){for(var i=0;i<r.opts.length;i++){var o=r.opts[i];
        if(typeof o==="string"?cmpStr(o,x)===0:(function(n){return n&&n.b===o.b;})(readInt(x,"-9223372036854775808","9223372036854775807")))return o;}}
        function one(r,x){var t=trim(x);switch(r.s){case "text":return x;case "integer":return readInt(x,r.lo,r.hi);
        case "double":if(!NUMERAL.test(t))return;var d=Number(t);return isFinite(d)?{k:"d",x:d}:undefined;
        case "float":if(!NUMERAL.test(t))return;var f=float(t);return isFinite(f)?{k:"d",x:f}:undefined;
        case "decimal":var p=exact(t);return p?{k:"m",p:p}:undefined;
        case "boolean":t=t.toLowerCase();return["true","yes","on","1"].indexOf(t)>=0?true:["false","no","off","0"].indexOf(t)>=0?false:undefined;
        case "date":return date(t);case "option":return option(r,x);}}
        function decOf(v){return v.k==="i"?parts(v.b.toString()):v.k==="m"?v.p:isFinite(v.x)?exact(String(v.x)):null;}
        function onStep(v,base,step){var a=decOf(v),b=decOf(base),c=decOf(step);if(!a||!b||!c)return false;var e=Math.min(a.e,b.e,c.e);
        function big(p){return p.d===""?0n:BigInt((p.n?"-":"")+p.d+"0".repeat(p.e-e));}var s=big(c);return s>0n&&(big(a)-big(b))%s===0n;}
        function within(r,v){if(v===null)return true;if(isNum(v)){var lo=r.min&&cmp(v,r.min),hi=r.max&&cmp(v,r.max);
        if((r.min&&(lo===null||lo<0))||(r.max&&(hi===null||hi>0)))return false;if(r.st&&!onStep(v,r.min||{k:"i",b:0n},r.st))return false;}
        return !(r.mc!==null&&typeof v==="string"&&graphemes(v).length>r.mc);}
        function read(r,sent){var v;if(r.m){v=[];for(var i=0;i<sent.length;i++){var item=one(r,sent[i]);if(item===undefined)return;v.push(item);}}
        else{var x=sent[sent.length-1];v=one(r,x);if(v===undefined&&r.o&&blank(x))v=null;}return v!==undefined&&within(r,v)?v:undefined;}
        var slots=[];function collect(root,anchor){var ws=root.querySelectorAll("template[data-formwork-slot],[data-formwork-live]");
        for(var i=0;i<ws.length;i++){var w=ws[i];if(w.tagName==="TEMPLATE"){collect(w.content,w);continue;}slots.push({w:w,a:anchor&&w.parentNode===root?anchor:null});}}
        collect(form,null);
        function isOut(e){return !!e.a&&e.w.parentNode===e.a.content;}
        function place(e,on){var w=e.w;if(on!==isOut(e))return;if(on){e.a.parentNode.insertBefore(w,e.a);return;}
        if(!e.a){e.a=document.createElement("template");e.a.setAttribute("data-formwork-slot","");w.parentNode.insertBefore(e.a,w);}e.a.content.appendChild(w);}
        function outControls(){var o=[];slots.forEach(function(e){if(isOut(e))o.push.apply(o,e.w.querySelectorAll("input,select,textarea"));});return o;}
        function sentByName(){var out=new Map(),els=Array.prototype.slice.call(form.elements).concat(outControls());function add(n,v){var l=out.get(n);if(!l)out.set(n,l=[]);l.push(v);}
        for(var i=0;i<els.length;i++){var e=els[i],t=e.type;if(!e.name||t==="file"||t==="submit"||t==="button"||t==="reset"||t==="image")continue;
        if(t==="checkbox"||t==="radio"){if(e.checked)add(e.name,e.value);}
        else if(t==="select-one"||t==="select-multiple"){for(var j=0;j<e.options.length;j++)if(e.options[j].selected)add(e.name,e.options[j].value);}
        else add(e.name,e.value);}return out;}
        function resetOut(){outControls().forEach(function(c){if(c.type==="checkbox"||c.type==="radio")c.checked=c.defaultChecked;
        else if(c.options)for(var k=0;k<c.options.length;k++)c.options[k].selected=c.options[k].defaultSelected;else c.value=c.type==="file"?"":c.defaultValue;});}
        var fields,secs,rows,values,sent,good=new Map(),held=new Map(D.h||[]),holding;
        function look(k){var g=G.find(function(x){return x.k===k;});if(g)return items(g).map(function(){return null;});
        if(!fields.has(k))return undefined;if(values.has(k))return values.get(k);var f=fields.get(k),v=f.v;
        if(f.n!==null&&f.r.s!=="fixed"){var s=sent.get(f.n);if(s&&s.length){var x=read(f.r,s);if(x!==undefined){v=x;good.set(k,x);}else if(good.has(k))v=good.get(k);}}values.set(k,v);return v;}
        function refused(k){var f=fields.get(k);if(!f||f.n===null||f.r.s==="fixed")return false;var s=sent.get(f.n);return !!(s&&s.length)&&read(f.r,s)===undefined;}
        function ref(n){var v=look(n[1]);if(v===undefined&&n[2].length>1){v=look(n[2][0]);for(var i=1;v!==undefined&&i<n[2].length;i++){
        var m=v&&v.k==="o"?v.m.find(function(e){return cmpStr(e[0],n[2][i])===0;}):undefined;v=m?m[1]:undefined;}}if(v===undefined)v=null;
        n[3].forEach(function(p){v=p==="isEmpty"?empty(v):typeof v==="string"?{k:"i",b:BigInt(graphemes(v).length)}:Array.isArray(v)?{k:"i",b:BigInt(v.length)}:null;});return v;}
        function value(n){return n[0]==="l"?n[1]:n[0]==="f"?ref(n):holds(n);}
        function holds(n){switch(n[0]){case "l":return n[1]===true;case "f":return ref(n)===true;case "!":return !holds(n[1]);
        case "&":return n[1].every(holds);case "|":return n[1].some(holds);case "in":var v=value(n[1]);return n[2].some(function(x){return eq(v,x);});}
        var c=n[1],l=value(n[2]),r=value(n[3]);if(c==="==")return eq(l,r);if(c==="!=")return !eq(l,r);var o=cmp(l,r);
        return o!==null&&(c==="<"?o<0:c==="<="?o<=0:c===">"?o>0:o>=0);}
        function prepare(n){if(n===true||n===false)return n;switch(n[0]){case "l":n[1]=val(n[1]);break;case "!":prepare(n[1]);break;
        case "&":case "|":n[1].forEach(prepare);break;case "in":prepare(n[1]);n[2]=n[2].map(val);break;case "c":prepare(n[2]);prepare(n[3]);}return n;}
        function decide(d){return d===true||d===false?d:holds(d);}
        var base={s:D.s.map(function(s){return[s[0],s[1].map(function(i){return D.s[i][0];}),D.r.slice(s[2],s[3]).map(function(r){return r[0];}),s[4],s[5]];}),
        r:D.r.map(function(r){return[r[0],D.s[r[1]][0],r[2],r[3],r[4]];}),v:D.v};
        """#

    /// Building the data from `base` and the groups' items, applying the conditions, and listening.
    private static let wiring = #"""
        function build(){var all={s:base.s.slice(),r:base.r.slice(),v:base.v.slice()};
        G.forEach(function(g){items(g).forEach(function(it){var b=g.b.get(it.getAttribute("data-formwork-item"));if(b){all.s=all.s.concat(b.s);all.r=all.r.concat(b.r);all.v=all.v.concat(b.v);}});});
        all=JSON.parse(JSON.stringify(all));fields=new Map();secs=new Map();rows=new Map();
        all.v.forEach(function(f){var r=f[2];if(r.opts)r.opts=r.opts.map(val);["min","max","st"].forEach(function(k){if(r[k]!==null)r[k]=val(r[k]);});fields.set(f[0],{n:f[1],r:r,v:val(f[3])});});
        all.s.forEach(function(s){prepare(s[3]);prepare(s[4]);secs.set(s[0],s);});all.r.forEach(function(r){prepare(r[2]);prepare(r[3]);rows.set(r[0],r);});
        slots=[];collect(form,null);}
        function apply(){values=new Map();sent=sentByName();var sv=new Map(),se=new Map(),rv=new Map(),re=new Map();
        secs.forEach(function(s,id){sv.set(id,decide(s[3]));se.set(id,decide(s[4]));});rows.forEach(function(r,k){rv.set(k,decide(r[2]));re.set(k,decide(r[3]));});
        holding=new Set();held.forEach(function(w,k){if(w.some(refused))holding.add(k);else held.delete(k);});
        function keeps(id){var o=false;holding.forEach(function(k){var r=rows.get(k);if(r&&(r[1]===id||secs.get(r[1])[1].indexOf(id)>=0))o=true;});return o;}
        function shown(id){return sv.get(id)&&secs.get(id)[1].every(function(a){return sv.get(a);});}
        function on(id){return se.get(id)&&secs.get(id)[1].every(function(a){return se.get(a);});}
        slots.forEach(function(e){var w=e.w,key=w.getAttribute("data-formwork-row");
        if(key!==null){var row=rows.get(key);if(!row)return;var visible=rv.get(key)&&shown(row[1]),enabled=row[4]&&re.get(key)&&on(row[1]);if(holding.has(key))visible=enabled=true;
        place(e,visible);var cs=w.querySelectorAll("input,select,textarea,button");for(var j=0;j<cs.length;j++)cs[j].disabled=!(visible&&enabled);return;}
        var id=w.getAttribute("data-formwork-section"),sec=secs.get(id);if(!sec)return;
        place(e,keeps(id)||shown(id)&&(sec[2].length===0||sec[2].some(function(k){return rv.get(k);})));});}
        function changed(){G.forEach(renumber);build();apply();}
        changed();form.addEventListener("input",apply);form.addEventListener("change",apply);
        form.addEventListener("reset",function(){good=new Map();resetOut();setTimeout(apply,0);});}
        """#
}
