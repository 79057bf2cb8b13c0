package engine

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

// Term builders for the writer tests.
func wa(name string) *Atom                { return Intern(name) }
func wc(name string, args ...Term) Term   { return NewCompound(Intern(name), args...) }
func wi(n int64) Term                     { return Int(n) }
func wl(ts ...Term) Term                  { return List(ts...) }
func wop(name string, l, r Term) Term     { return wc(name, l, r) }
func wneg(t Term) Term                    { return wc("-", t) }
func wv(id int64) *Var                    { return &Var{id: id * varIDStep} }
func wvar(n int64) Term                   { return wc("$VAR", Int(n)) }
func wstr(s string) Term                  { return String(s) }
func wf(f float64) Term                   { return Float(f) }
func wpl(l, r Term) Term                  { return wop("+", l, r) }
func wmi(l, r Term) Term                  { return wop("-", l, r) }
func wand(l, r Term) Term                 { return wop(",", l, r) }
func wcurly(t Term) Term                  { return wc("{}", t) }
func wneck(l, r Term) Term                { return wop(":-", l, r) }
func wpartial(tail Term, ts ...Term) Term { return ListWithTail(tail, ts...) }

var (
	quoted    = WriteOptions{Quoted: true, NumberVars: true}
	plain     = WriteOptions{NumberVars: true}
	canonical = WriteOptions{Quoted: true, IgnoreOps: true, NoBraceTerms: true}
)

type writeCase struct {
	name string
	t    Term
	opts WriteOptions
	want string
}

func runWriteCases(t *testing.T, cases []writeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Format(tc.t, tc.opts); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestWriteOperators(t *testing.T) {
	a, b, c := wa("a"), wa("b"), wa("c")
	runWriteCases(t, []writeCase{
		{"minus one", wneg(wi(1)), quoted, "- 1"},
		{"minus minus one", wneg(wneg(wi(1))), quoted, "- - 1"},
		{"minus negative", wneg(wi(-1)), quoted, "- -1"},
		{"1-(-1)", wmi(wi(1), wi(-1)), quoted, "1- -1"},
		{"a-(-1)", wmi(a, wi(-1)), quoted, "a- -1"},
		{"1-(-(1))", wmi(wi(1), wneg(wi(1))), quoted, "1- - 1"},
		{"-a", wneg(a), quoted, "-a"},
		{"- -a", wneg(wneg(a)), quoted, "- -a"},
		{"not a", wc(`\+`, a), quoted, `\+a`},
		{"not not a", wc(`\+`, wc(`\+`, a)), quoted, `\+ \+a`},
		{"f(a-b,c)", wc("f", wmi(a, b), c), quoted, "f(a-b,c)"},
		{"comma arg", wc("f", wand(a, b)), quoted, "f((a,b))"},
		{"op atom arg", wc("f", wa("+")), quoted, "f(+)"},
		{"op atom operand", wneg(wa("+")), quoted, "- (+)"},
		{"minus minus atom", wneg(wa("-")), quoted, "- (-)"},
		{"neck left", wneck(wneck(a, b), c), quoted, "(a:-b):-c"},
		{"univ", wop("=..", a, b), quoted, "a=..b"},
		{"is", wop("is", wv(7), wpl(wi(1), wi(2))), quoted, "_7 is 1+2"},
		{"clause", wneck(a, wand(b, c)), quoted, "a:-b,c"},
		{"disj", wop(";", a, b), quoted, "a;b"},
		{"ite", wop(";", wop("->", a, b), c), quoted, "a->b;c"},
		{"prec", wpl(wi(1), wop("*", wi(2), wi(3))), quoted, "1+2*3"},
		{"prec2", wop("*", wpl(wi(1), wi(2)), wi(3)), quoted, "(1+2)*3"},
		{"xfy", wop("^", wi(2), wop("^", wi(3), wi(4))), quoted, "2^3^4"},
		{"xfy left", wop("^", wop("^", wi(2), wi(3)), wi(4)), quoted, "(2^3)^4"},
		{"neck in arg", wc("f", wneck(a, b)), quoted, "f((a:-b))"},
		{"neck in list", wl(wneck(a, b)), quoted, "[(a:-b)]"},
		{"minus float", wneg(wf(1.0)), quoted, "- 1.0"},
		{"-(1)+2", wpl(wneg(wi(1)), wi(2)), quoted, "- 1+2"},
		{"left assoc", wmi(wmi(wi(1), wi(2)), wi(3)), quoted, "1-2-3"},
		{"right nested", wmi(wi(1), wmi(wi(2), wi(3))), quoted, "1-(2-3)"},
		{"f(- 1)", wc("f", wneg(wi(1))), quoted, "f(- 1)"},
		{"f(-a)", wc("f", wneg(a)), quoted, "f(-a)"},
		{"1+ -2", wpl(wi(1), wi(-2)), quoted, "1+ -2"},
		{"a* -1", wop("*", a, wi(-1)), quoted, "a* -1"},
		{"(- 2)^2", wop("^", wneg(wi(2)), wi(2)), quoted, "(- 2)^2"},
		{"-2^2", wop("^", wi(-2), wi(2)), quoted, "-2^2"},
		{"- 2^2", wneg(wop("^", wi(2), wi(2))), quoted, "- 2^2"},
		{"-a^2", wneg(wop("^", a, wi(2))), quoted, "-a^2"},
		{"(-a)^2", wop("^", wneg(a), wi(2)), quoted, "(-a)^2"},
		{"bar", wop("|", a, b), quoted, "a|b"},
		{"bar arg", wc("f", wop("|", a, b)), quoted, "f((a|b))"},
		{"dynamic", wc("dynamic", wop("/", wa("foo"), wi(1))), quoted, "dynamic foo/1"},
		{"dynamic conj", wc("dynamic", wand(a, b)), quoted, "dynamic a,b"},
		{"dynamic list", wc("dynamic", wl(a)), quoted, "dynamic[a]"},
		{"dynamic neg", wc("dynamic", wneg(a)), quoted, "dynamic-a"},
		{"dynamic quoted", wc("dynamic", wa("A")), quoted, "dynamic'A'"},
		{"dynamic 1", wc("dynamic", wi(1)), quoted, "dynamic 1"},
		{"dynamic neck", wc("dynamic", wneck(a, b)), quoted, "dynamic (a:-b)"},
		{"directive", wc(":-", a), quoted, ":-a"},
		{"directive arg", wc("f", wc(":-", a)), quoted, "f((:-a))"},
		{"rem", wop("rem", wi(1), wi(2)), quoted, "1 rem 2"},
		{"mod neg", wop("mod", a, wi(-1)), quoted, "a mod -1"},
		{"mod minus", wop("mod", a, wneg(wi(1))), quoted, "a mod - 1"},
		{"rem conj", wop("rem", a, wand(b, c)), quoted, "a rem (b,c)"},
		{"colon", wop(":", a, wop(":", b, c)), quoted, "a:b:c"},
		{"colon left", wop(":", wop(":", a, b), c), quoted, "(a:b):c"},
		{"not conj", wc(`\+`, wand(a, b)), quoted, `\+ (a,b)`},
		{"minus conj", wneg(wand(wi(1), wi(2))), quoted, "- (1,2)"},
		{"minus list", wneg(wl(wi(1))), quoted, "-[1]"},
		{"minus curly", wneg(wcurly(a)), quoted, "- {a}"},
		{"infix curly", wmi(a, wcurly(b)), quoted, "a-{b}"},
		{"not curly", wc(`\+`, wcurly(a)), quoted, `\+ {a}`},
		{"eq eq", wop("=", wop("=", a, b), c), quoted, "(a=b)=c"},
		{"eq op atom", wop("=", a, wa("+")), quoted, "a=(+)"},
		{"op atom eq", wop("=", wa("+"), a), quoted, "(+)=a"},
		{"list op atom", wl(wa("+")), quoted, "[+]"},
		{"eq comma atom", wop("=", a, wa(",")), quoted, "a=(',')"},
		{"eq bar atom", wop("=", a, wa("|")), quoted, "a=('|')"},
		{"eq nil", wop("=", a, AtomNil), quoted, "a=[]"},
		{"eq dynamic", wop("=", a, wa("dynamic")), quoted, "a=(dynamic)"},
		{"top op atom", wa(":-"), quoted, ":-"},
		{"curly op atom", wcurly(wa(":-")), quoted, "{:-}"},
		{"minus minus op atom", wneg(wneg(wa("-"))), quoted, "- - (-)"},
		{"eq backslash", wop("=", wi(1), wc(`\`, a)), quoted, `1= \a`},
		{"eq neg", wop("=", a, wneg(b)), quoted, "a= -b"},
		{"eq neg num", wop("=", a, wneg(wi(1))), quoted, "a= - 1"},
		{"neck neg", wneck(a, wi(-1)), quoted, "a:- -1"},
		{"plus one", wc("+", wi(1)), quoted, "+1"},
		{"plus plus", wpl(wi(1), wc("+", wi(1))), quoted, "1+ +1"},
		{"backslash neg", wc(`\`, wi(-1)), quoted, `\ -1`},
		{"pow neg", wop("^", wi(2), wi(-1)), quoted, "2^ -1"},
		{"max depth dots", wpl(wpl(wpl(wpl(wi(1), wi(2)), wi(3)), wi(4)), wi(5)),
			WriteOptions{MaxDepth: 3}, "... + ... + 4+5"},
		{"var operand", wneg(wv(3)), quoted, "-_3"},
		{"conj nested left", wand(wand(a, b), c), quoted, "(a,b),c"},
		{"conj nested", wand(a, wand(b, c)), quoted, "a,b,c"},
		{"comma neg", wand(a, wi(-1)), quoted, "a,-1"},
		{"neck nested", wneck(wa("p"), wneck(a, b)), quoted, "p:-(a:-b)"},
		{"prefix op canonical arity", wc("-", a, b, c), quoted, "-(a,b,c)"},
		{"mod prefix left", wop("mod", wneg(wi(1)), wi(2)), quoted, "- 1 mod 2"},
		{"minus mod", wneg(wop("mod", a, b)), quoted, "- (a mod b)"},
		{"op atom in op arg", wc("f", wop("=", a, wa("+"))), quoted, "f(a=(+))"},
		{"minus neg zero", wneg(wf(math.Copysign(0, -1))), quoted, "- -0.0"},
		{"minus inf", wneg(wf(math.Inf(1))), quoted, "- 1.0Inf"},
	})
}

func TestWriteAtoms(t *testing.T) {
	cases := []struct{ in, want string }{
		{"hello world", "'hello world'"},
		{"[]", "[]"},
		{"{}", "{}"},
		{";", ";"},
		{"!", "!"},
		{",", "','"},
		{"|", "'|'"},
		{"||", "'||'"},
		{"a\nb", `'a\nb'`},
		{"ABC", "'ABC'"},
		{"aB", "aB"},
		{"", "''"},
		{"don't", `'don\'t'`},
		{`\`, `\`},
		{`\a`, `'\\a'`},
		{"\t", `'\t'`},
		{"a\x01b", `'a\x1\b'`},
		{"a\x00b", `'a\x0\b'`},
		{"a\x1bb", `'a\x1B\b'`},
		{"a\x7fb", `'a\x7F\b'`},
		{"a\u00a0b", `'a\xA0\b'`},
		{"a\u2028b", `'a\x2028\b'`},
		{"a\u00ffb", "aÿb"},
		{"a\a\b\v\f\rb", `'a\a\b\v\f\rb'`},
		{"[|]", "'[|]'"},
		{"λ", "λ"},
		{"é", "é"},
		{"/*", "'/*'"},
		{".", "'.'"},
		{"..", ".."},
		{"a.b", "'a.b'"},
		{"日本", "日本"},
		{"Éa", "'Éa'"},
		{"éA", "éA"},
		{"_a", "'_a'"},
		{"_", "'_'"},
		{"a_B1", "a_B1"},
		{"#", "#"},
		{"∀", "∀"},
		{"∀x", "'∀x'"},
		{"→", "→"},
		{"$", "$"},
		{"a$", "'a$'"},
		{"[a]", "'[a]'"},
		{"-", "-"},
		{"+-", "+-"},
		{":-", ":-"},
		{"+|", "'+|'"},
		{"¬", "¬"},
		{"½", "½"},
		{"a½", "'a½'"},
		{"Σ", "'Σ'"},
		{"σ", "σ"},
		{"０", "'０'"},
		{"a０", "a０"},
		{"ˆa", "ˆa"},
		{"ǅ", "ǅ"},
		{"a\u0301", "a\u0301"},
		{"a😀b", "'a😀b'"},
		{"😀", "😀"},
		{"+😀", "+😀"},
		{"a𐐀", "a𐐀"},
		{"𐐀", "'𐐀'"},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			if got := QuoteAtomIfNeeded(tc.in); got != tc.want {
				t.Errorf("QuoteAtomIfNeeded(%q) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

func TestWriteFloats(t *testing.T) {
	cases := []struct {
		f    float64
		want string
	}{
		{1.0, "1.0"},
		{0.1, "0.1"},
		{1e10, "10000000000.0"},
		{1.5e-7, "1.5e-7"},
		{1e22, "1.0e+22"},
		{123456789012345678.0, "1.2345678901234568e+17"},
		{math.Inf(1), "1.0Inf"},
		{math.Inf(-1), "-1.0Inf"},
		{math.NaN(), "1.5NaN"},
		{1e-10, "1.0e-10"},
		{1e14, "100000000000000.0"},
		{1e15, "1.0e+15"},
		{123456789012345.0, "123456789012345.0"},
		{1234567890123456.0, "1.234567890123456e+15"},
		{123.456, "123.456"},
		{math.Copysign(0, -1), "-0.0"},
		{0.0, "0.0"},
		{0.000123, "0.000123"},
		{0.0001, "0.0001"},
		{0.00001, "1.0e-5"},
		{0.001, "0.001"},
		{1.5e300, "1.5e+300"},
		{-1.5e300, "-1.5e+300"},
		{1e-300, "1.0e-300"},
		{5e-324, "5.0e-324"},
		{1e100, "1.0e+100"},
		{-1e-100, "-1.0e-100"},
		{3e-5, "3.0e-5"},
		{9007199254740993.0, "9.007199254740992e+15"},
		{-2.5, "-2.5"},
	}
	for _, tc := range cases {
		t.Run(tc.want, func(t *testing.T) {
			if got := FormatFloat(tc.f); got != tc.want {
				t.Errorf("FormatFloat(%v) = %s, want %s", tc.f, got, tc.want)
			}
		})
	}
}

func TestWriteMisc(t *testing.T) {
	a, b, c := wa("a"), wa("b"), wa("c")
	x, y := wv(10), wv(11)
	big1, _ := new(big.Int).SetString("100000000000000000000", 10)
	big2, _ := new(big.Int).SetString("-100000000000000000000", 10)
	runWriteCases(t, []writeCase{
		{"list", wl(a, b, c), quoted, "[a,b,c]"},
		{"partial", wpartial(b, a), quoted, "[a|b]"},
		{"open list", wpartial(wv(492), a), quoted, "[a|_492]"},
		{"list tail neck", wpartial(wneck(b, c), a), quoted, "[a|(b:-c)]"},
		{"list tail op atom", wpartial(wa("-"), a), quoted, "[a|-]"},
		{"curly", wcurly(wand(a, b)), quoted, "{a,b}"},
		{"curly neck", wcurly(wneck(a, b)), quoted, "{a:-b}"},
		{"curly arg", wc("f", wcurly(a)), quoted, "f({a})"},
		{"curly 2", wc("{}", a, b), quoted, "{}(a,b)"},
		{"nil functor", NewCompound(AtomNil, a), quoted, "[](a)"},
		{"'[]' functor", wc("[]", a), quoted, "'[]'(a)"},
		{"'[]' functor plain", wc("[]", a), plain, "[](a)"},
		{"string", wstr("str"), quoted, `"str"`},
		{"string escapes", wstr("a\"b'c\\d\ne"), quoted, `"a\"b'c\\d\ne"`},
		{"string write", wstr(`a"b`), plain, `a"b`},
		{"var", wc("f", x, y, x), quoted, "f(_10,_11,_10)"},
		{"var names", wc("f", x, y), WriteOptions{Quoted: true, VarNames: map[*Var]string{x: "X", y: "Y"}}, "f(X,Y)"},
		{"bigint", MakeBig(big1), quoted, "100000000000000000000"},
		{"neg bigint", MakeBig(big2), quoted, "-100000000000000000000"},
		{"minus bigint", wneg(MakeBig(big1)), quoted, "- 100000000000000000000"},
		{"numbervars", wvar(1), quoted, "B"},
		{"numbervars 25", wvar(25), quoted, "Z"},
		{"numbervars 26", wvar(26), quoted, "A1"},
		{"numbervars 52", wvar(52), quoted, "A2"},
		{"numbervars neg", wvar(-5), quoted, "S_5"},
		{"numbervars name", wc("$VAR", wa("Foo")), quoted, "Foo"},
		{"numbervars _", wc("$VAR", wa("_")), quoted, "_"},
		{"numbervars lower", wc("$VAR", wa("foo")), quoted, "'$VAR'(foo)"},
		{"numbervars spaced", wc("$VAR", wa("Foo bar")), quoted, "'$VAR'('Foo bar')"},
		{"numbervars string", wc("$VAR", wstr("Foo")), quoted, `'$VAR'("Foo")`},
		{"numbervars float", wc("$VAR", wf(1)), quoted, "'$VAR'(1.0)"},
		{"numbervars 2", wc("$VAR", a, b), quoted, "'$VAR'(a,b)"},
		{"numbervars in op", wpl(wvar(1), wi(1)), quoted, "B+1"},
		{"numbervars in prefix", wneg(wvar(1)), quoted, "-B"},
		{"numbervars off", wvar(1), WriteOptions{Quoted: true}, "'$VAR'(1)"},
		{"numbervars off plain", wvar(1), WriteOptions{}, "$VAR(1)"},
		{"write plain", wc("f", wa("A"), wa("b c"), wstr("str"), wa("it's")), plain, "f(A,b c,str,it's)"},
		{"write minus one", wneg(wi(1)), plain, "- 1"},
		{"write list", wl(a, wa("B")), plain, "[a,B]"},
		{"writeq mixed", wc("f", a, wa("A"), AtomNil, wa("{}")), quoted, "f(a,'A',[],{})"},
		{"quoted functor", wc("hello world", a), quoted, "'hello world'(a)"},
		{"comma functor", wc(",", a, b, c), quoted, "','(a,b,c)"},
		{"bar functor", wc("|", a, b, c), quoted, "'|'(a,b,c)"},
		{"zero arity", &Compound{Name: wa("foo")}, quoted, "foo()"},
		{"f(;)", wc("f", wa(";"), wa("|"), AtomNil, wa("{}"), wa("!")), quoted, "f(;,'|',[],{},!)"},
		{"spacing", wc("f", a, b, wl(c, wa("d"))), WriteOptions{SpaceArgs: true}, "f(a, b, [c, d])"},
		{"spacing conj", wneck(a, wand(b, c)), WriteOptions{SpaceArgs: true}, "a:-b, c"},
		{"spacing curly", wcurly(wand(a, b)), WriteOptions{SpaceArgs: true}, "{a, b}"},
	})
}

func TestWriteCanonical(t *testing.T) {
	a, b, c, d := wa("a"), wa("b"), wa("c"), wa("d")
	runWriteCases(t, []writeCase{
		{"var term", wvar(1), canonical, "'$VAR'(1)"},
		{"list", wpartial(c, a, b), canonical, "[a,b|c]"},
		{"curly", wcurly(wand(a, b)), canonical, "{}(','(a,b))"},
		{"plus", wpl(wi(1), wi(2)), canonical, "+(1,2)"},
		{"minus one", wneg(wi(1)), canonical, "-(1)"},
		{"minus minus", wneg(wneg(wi(1))), canonical, "-(-(1))"},
		{"minus a", wneg(a), canonical, "-(a)"},
		{"minus neg", wneg(wi(-1)), canonical, "-(-1)"},
		{"string", wstr("abc"), canonical, `"abc"`},
		{"quoted", wa("hello world"), canonical, "'hello world'"},
		{"clause", wneck(a, wop(";", wand(b, c), d)), canonical, ":-(a,;(','(b,c),d))"},
		{"bar", wop("|", a, b), canonical, "'|'(a,b)"},
		{"ignore ops curly", wcurly(a), WriteOptions{IgnoreOps: true}, "{a}"},
		{"ignore ops list", wl(wi(1), wi(2)), WriteOptions{IgnoreOps: true}, "[1,2]"},
		{"no braces", wcurly(a), WriteOptions{NoBraceTerms: true}, "{}(a)"},
		{"no lists", wl(wi(1), wi(2)), WriteOptions{NoLists: true, Quoted: true}, "'[|]'(1,'[|]'(2,[]))"},
	})
}

func TestWriteMaxDepth(t *testing.T) {
	a, b, c := wa("a"), wa("b"), wa("c")
	d3 := WriteOptions{MaxDepth: 3}
	runWriteCases(t, []writeCase{
		{"list", wl(wi(1), wi(2), wi(3), wi(4), wi(5), wi(6)), d3, "[1,2|...]"},
		{"nested", wc("f", wc("g", wc("h", wc("i", wa("j"))))), d3, "f(g(h(...)))"},
		{"wide", wc("f", a, b, c, wa("d"), wa("e")), d3, "f(a,b,c,d,e)"},
		{"atom", wa("hello world"), WriteOptions{MaxDepth: 1}, "hello world"},
		{"lists", wl(wl(a, b, c), wl(wa("d"), wa("e"), wa("f"))), d3, "[[a|...],[...|...]]"},
	})
}

func TestWriteCyclic(t *testing.T) {
	x := wv(1)
	fx := wc("f", x)
	x.ref = fx
	y := wv(2)
	ly := ListWithTail(y, wa("a"))
	y.ref = ly
	z := wv(3)
	fz := wc("f", z)
	z.ref = fz
	// X = f(X,Y), Y = g(Y)
	x2, y2 := wv(4), wv(5)
	fxy := wc("f", x2, y2)
	x2.ref, y2.ref = fxy, wc("g", y2)
	// A = [a,b|A]
	a3 := wv(6)
	l3 := ListWithTail(a3, wa("a"), wa("b"))
	a3.ref = l3
	// B = [B]
	b4 := wv(7)
	l4 := wl(b4)
	b4.ref = l4
	// C = f(D), D = g(C)
	c5, d5 := wv(8), wv(9)
	f5 := wc("f", d5)
	c5.ref, d5.ref = f5, wc("g", c5)
	runWriteCases(t, []writeCase{
		{"f(X)", fx, quoted, "@(S_1,[S_1=f(S_1)])"},
		{"two cycles", fxy, quoted, "@(S_1,[S_1=f(S_1,S_2),S_2=g(S_2)])"},
		{"two cycles inside", wc("h", fxy), quoted, "@(h(S_1),[S_1=f(S_1,S_2),S_2=g(S_2)])"},
		{"list cycle 2", l3, quoted, "@(S_1,[S_1=[a,b|S_1]])"},
		{"list element cycle", l4, quoted, "@(S_1,[S_1=[S_1]])"},
		{"mutual", f5, plain, "@(S_1,[S_1=f(g(S_1))])"},
		{"[a|X]", ly, quoted, "@(S_1,[S_1=[a|S_1]])"},
		{"g(X)", wc("g", x, wa("b")), quoted, "@(g(S_1,b),[S_1=f(S_1)])"},
		{"depth", fz, WriteOptions{MaxDepth: 5}, "f(f(f(f(f(...)))))"},
	})
}

func TestWriteDeep(t *testing.T) {
	const n = 1000000
	t.Run("long list", func(t *testing.T) {
		ts := make([]Term, n)
		for i := range ts {
			ts[i] = Int(i % 10)
		}
		s := Format(List(ts...), quoted)
		if len(s) != 2*n+1 || !strings.HasPrefix(s, "[0,1,2") || !strings.HasSuffix(s, "8,9]") {
			t.Errorf("bad output of length %d", len(s))
		}
	})
	t.Run("deep term", func(t *testing.T) {
		var d Term = wa("a")
		for i := 0; i < 100000; i++ {
			d = wc("f", d)
		}
		s := Format(d, quoted)
		if len(s) != 100000*3+1 || !strings.HasPrefix(s, "f(f(") {
			t.Errorf("bad output of length %d", len(s))
		}
	})
	t.Run("deep operators", func(t *testing.T) {
		var d Term = wa("a")
		for i := 0; i < 100000; i++ {
			d = wmi(wi(1), d)
		}
		s := Format(d, quoted)
		if !strings.HasPrefix(s, "1-(1-(") || !strings.HasSuffix(s, "1-a"+strings.Repeat(")", 99999)) {
			t.Errorf("bad output of length %d", len(s))
		}
	})
}

type sbWriter struct{ strings.Builder }

func (w *sbWriter) WriteString(s string) error { w.Builder.WriteString(s); return nil }

func TestWritePortray(t *testing.T) {
	var out sbWriter
	x := wv(5)
	ex, y := wa("x"), wa("y")
	opts := WriteOptions{Quoted: true, NumberVars: true}
	opts.Portray = func(t Term) bool {
		switch t := t.(type) {
		case *Var:
			out.WriteString("var")
			return true
		case *Atom:
			if t == ex {
				out.WriteString("ex")
				return true
			}
		case *Compound:
			if t.Name == AtomDot && Deref(t.Args[0]) == y {
				out.WriteString("why(")
				out.WriteString(Format(t.Args[1], WriteOptions{Quoted: true}))
				out.WriteString(")")
				return true
			}
		}
		return false
	}
	a, b, z := wa("a"), wa("b"), wa("z")
	term := wc("f", x, ex, wl(a, ex, y, z), wpartial(ex, a), wpartial(y, ex), wpartial(y, a, b))
	if err := WriteTerm(&out, term, opts); err != nil {
		t.Fatal(err)
	}
	want := "f(_5,ex,[a,ex,y,z],[a|ex],[ex|y],[a,b|y])"
	if got := out.String(); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	out.Reset()
	if err := WriteTerm(&out, wmi(ex, ex), opts); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "ex-ex" {
		t.Errorf("got %s, want ex-ex", got)
	}
}

func TestWritePostfixAndOptions(t *testing.T) {
	ops := NewOpTable()
	ops.Add(100, XF, Intern("dd"))
	ops.Add(100, YF, Intern("++"))
	o := WriteOptions{Quoted: true, Ops: ops}
	dd := func(x Term) Term { return wc("dd", x) }
	pp := func(x Term) Term { return wc("++", x) }
	a := wa("a")
	runWriteCases(t, []writeCase{
		{"xf", dd(a), o, "a dd"},
		{"xf xf", dd(dd(a)), o, "(a dd)dd"},
		{"prefix xf", wneg(dd(a)), o, "-a dd"},
		{"xf prefix", dd(wneg(a)), o, "(-a)dd"},
		{"xf in infix", wpl(dd(wi(1)), wi(2)), o, "1 dd+2"},
		{"xf arg", wc("f", dd(a)), o, "f(a dd)"},
		{"yf yf", pp(pp(a)), o, "a++ ++"},
		{"yf minus one", pp(wneg(wi(1))), o, "(- 1)++"},
		{"yf number", pp(wi(1)), o, "1++"},
		{"xf negative", dd(wi(-1)), o, "-1 dd"},
		{"infix xf", wmi(wi(1), dd(a)), o, "1-a dd"},
		{"xf infix", dd(wmi(wi(1), a)), o, "(1-a)dd"},
		{"xf op atom", dd(wa("dd")), o, "(dd)dd"},
		{"yf eq", wop("=", pp(a), wa("b")), o, "a++ = b"},
		{"symbol atom spacing", wop("=", wa("#"), a), quoted, "# = a"},
		{"alpha op tight", wop("is", wa("A"), wa("B")), quoted, "'A'is'B'"},
		{"alpha op after symbol", wop("rem", wa(".."), wi(2)), quoted, "..rem 2"},
		{"alpha op after paren", wop("rem", wneck(a, wa("b")), wi(2)), quoted, "(a:-b)rem 2"},
		{"dots", wmi(wa(".."), wa("..")), quoted, ".. - .."},
		{"unquoted string glue", wc("dynamic", wstr("s")), plain, "dynamics"},
		{"canonical non-latin1", wl(wa("λ"), wa("é"), wa("日本")), WriteOptions{Quoted: true, QuoteNonASCII: true}, "['λ',é,'日本']"},
		{"spacing bar", wop("|", wstr("a"), wi(1)), WriteOptions{Quoted: true, SpaceArgs: true}, `"a"| 1`},
	})
}

// TestFormatAllocs guards the writer's reuse: writing a small compound
// allocates its text and little else (term_to_atom/2 and format/2's ~w
// write one a call), not a work stack grown anew each time.
func TestFormatAllocs(t *testing.T) {
	term := NewCompound(Intern("f"), new(Var), Intern("y"), String("s"), NewCompound(Intern("g"), MakeInt(1)))
	opts := WriteOptions{Quoted: true}
	Format(term, opts) // fills the pool
	allocs := testing.AllocsPerRun(200, func() { Format(term, opts) })
	if allocs > 5 {
		t.Errorf("Format of %s allocates %.0f times, more than 5", Format(term, opts), allocs)
	}
}
