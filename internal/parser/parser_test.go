package parser

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/internal/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// readOne reads text with ReadTermFromString and returns the canonical
// form or the syntax error's kind.
func readOne(m *engine.Machine, text string) string {
	res, err := ReadTermFromString(m, text)
	if err != nil {
		var se *Error
		if errors.As(err, &se) {
			return "error(" + canonical(se.Kind) + ")"
		}
		return "error: " + err.Error()
	}
	return canonical(res.Term)
}

// TestReadTerms checks terms against SWI-Prolog 9's write_canonical output.
func TestReadTerms(t *testing.T) {
	tests := []struct{ in, want string }{
		{"foo", "foo"},
		{"f(a, B, _C, _)", "f(a,_,_,_)"},
		{"f(X, Y, X)", "f(A,_,A)"},
		{"- - -", "-(-(-))"},
		{"- (1)", "-(1)"},
		{"-(1)", "-(1)"},
		{"- 1", "-(1)"},
		{"-1", "-1"},
		{"a- -1", "-(a,-1)"},
		{"a - 1", "-(a,1)"},
		{"a-1", "-(a,1)"},
		{"[-]", "[-]"},
		{"f(+,-)", "f(+,-)"},
		{"X = (+)", "=(_,+)"},
		{"- (- 1)", "-(-(1))"},
		{"(a|b)", "'|'(a,b)"},
		{"{a|b}", "{}('|'(a,b))"},
		{"f(a:-b)", "f(:-(a,b))"},
		{"[a:-b]", "[:-(a,b)]"},
		{"f((a:-b))", "f(:-(a,b))"},
		{"- a", "-(a)"},
		{`\ a`, `\(a)`},
		{"-(-(1))", "-(-(1))"},
		{"1 - -1", "-(1,-1)"},
		{"- -1", "-(-1)"},
		{"a=..b", "=..(a,b)"},
		{"0'a", "97"},
		{"0''", "39"},
		{"0'''", "39"},
		{`0'\n`, "10"},
		{"0' ", "32"},
		{"`ab`", "[97,98]"},
		{`"ab"`, `"ab"`},
		{`""`, `""`},
		{"``", "[]"},
		{`'\x41\'`, "'A'"},
		{`'\101\'`, "'A'"},
		{"'a\\\nb'", "ab"},
		{"'abc\ndef'", `'abc\ndef'`},
		{"f(a;b)", "f(;(a,b))"},
		{"[a|[]]", "[a]"},
		{"a:b:c", ":(a,:(b,c))"},
		{"1.0e10", "10000000000.0"},
		{"1.0Inf", "1.0Inf"},
		{"-1.0Inf", "-1.0Inf"},
		{"1.5NaN", "1.5NaN"},
		{"0x1F", "31"},
		{"-0x10", "-16"},
		{"0b101", "5"},
		{"0o17", "15"},
		{"16'ff", "255"},
		{"1 000 000", "1000000"},
		{"1_000_000", "1000000"},
		{"123456789012345678901234567890", "123456789012345678901234567890"},
		{"-9223372036854775808", "-9223372036854775808"},
		{"X = [a|b]", "=(_,[a|b])"},
		{"p:-a,b,c", ":-(p,','(a,','(b,c)))"},
		{`\+a`, `\+(a)`},
		{`\+ (a,b)`, `\+(','(a,b))`},
		{"a- (-1)", "-(a,-1)"},
		{"- (1) + 2", "+(-(1),2)"},
		{"-(1) + 2", "+(-(1),2)"},
		{"- 1 + 2", "+(-(1),2)"},
		{"-a^2", "-(^(a,2))"},
		{"-1^2", "^(-1,2)"},
		{"- 1^2", "-(^(1,2))"},
		{"1 - 2 - 3", "-(-(1,2),3)"},
		{"2^3^4", "^(2,^(3,4))"},
		{"f(;)", "f(;)"},
		{"(;)", ";"},
		{"[;]", "[;]"},
		{"f(!)", "f(!)"},
		{"{}", "{}"},
		{"'[]'", "[]"},
		{"[ ]", "[]"},
		{"{ }", "{}"},
		{"- = a", "=(-,a)"},
		{`a = \+`, `=(a,\+)`},
		{"f(:-)", "f(:-)"},
		{"f(:-, a)", "f(:-,a)"},
		{"X = -", "=(_,-)"},
		{"dynamic foo/1, bar/2", "dynamic(','(/(foo,1),/(bar,2)))"},
		{"a , b", "','(a,b)"},
		{"'hello'(1)", "hello(1)"},
		{"[](1)", "[](1)"},
		{"{}(1)", "{}(1)"},
		{"'abc''def'", `'abc\'def'`},
		{`X = '\u00e9'`, "=(_,é)"},
		{"f(a|b)", "f('|'(a,b))"},
		{"- - 1", "-(-(1))"},
		{"-(-1)", "-(-1)"},
		{"+1", "+(1)"},
		{"1 + +1", "+(1,+(1))"},
		{"f(:- a)", "f(:-(a))"},
		{"[a|-]", "[a|-]"},
		{"- (a,b)", "-(','(a,b))"},
		{"- -", "-(-)"},
		{"f(a, b) = f(c)", "=(f(a,b),f(c))"},
		{"a- - - 1", "-(a,-(-(1)))"},
		{"1 - -(1)", "-(1,-(1))"},
		{"dynamic", "dynamic"},
		{"- a + b", "+(-(a),b)"},
		{"p :- (a, b ; c -> d)", ":-(p,;(','(a,b),->(c,d)))"},
		{"''", "''"},
		{"f(\n  a)", "f(a)"},
		{"/*c*/ a /* d */", "a"},
		{"a % comment\n", "a"},
		{"0'a + 0' ", "+(97,32)"},
		{"- 1.0", "-(1.0)"},
		{"[a,b|[c]]", "[a,b,c]"},
		{"f(a;b, c->d)", "f(;(a,b),->(c,d))"},
		{"{a,b}", "{}(','(a,b))"},
		{`'\n\t\\'`, `'\n\t\\'`},
		{`'\s\e\a'`, `' \x1B\\a'`},
		{`"a\x41\b"`, `"aAb"`},
		{"a. b", "a"},
		{"a.", "a"},
		{"foo\u00a0:-\u00a0bar", ":-(foo,bar)"},
		{"héllo", "héllo"},
		{"Été = 1", "=(_,1)"},
		{"a:-b", ":-(a,b)"},
		{"?- foo", "?-(foo)"},
		{":- dynamic foo/1", ":-(dynamic(/(foo,1)))"},
		{"a --> b, c", "-->(a,','(b,c))"},
		{"X is 1 + 2 * 3", "is(_,+(1,*(2,3)))"},
		{"X == 'a b'", "==(_,'a b')"},
		{"- - a", "-(-(a))"},
		{`a = \+ b`, "error(operator_clash)"},
		{"a = dynamic b", "error(operator_clash)"},
		{"- :- b", "error(operator_clash)"},
		{"f(a :- b, c)", "f(:-(a,b),c)"},
		{"[a :- b, c]", "[:-(a,b),c]"},
		{"[a|b:-c]", "[a|:-(b,c)]"},
		{"(a,b|c)", "'|'(','(a,b),c)"},
		{"a * - 1", "*(a,-(1))"},
		{`\+ \+ a`, `\+(\+(a))`},
		{`\+ a :- b`, `:-(\+(a),b)`},
		{`f(\+ =)`, `f(\+(=))`},
		{`[\+ =]`, `[\+(=)]`},
		{`f(\+ mod, a)`, `f(\+(mod),a)`},
		{`f(- -)`, `f(-(-))`},
		{"- = a", "=(-,a)"},
		{"f(- mod)", "error(operator_balance)"},
		{"[- is]", "error(operator_balance)"},
		{"f(- =)", "error(operator_balance)"},
		{"X = - mod", "error(operator_balance)"},
		{"", "end_of_file"},
		{"% nothing", "end_of_file"},
		// errors
		{"a b", "error(operator_expected)"},
		{"f(a", "error(operator_expected)"},
		{"f(a,)", "error(cannot_start_term)"},
		{")", "error(cannot_start_term)"},
		{"a :- :- b", "error(operator_clash)"},
		{"[a|b|c]", "error(list_rest)"},
		{"[a|b,c]", "error(list_rest)"},
		{"a = = b", "error(operator_expected)"},
		{"f(a))", "error(cannot_start_term)"},
		{`'\q'`, "error(undefined_char_escape(q))"},
		{`'\z'`, "error(undefined_char_escape(z))"},
		{"X = 'a", `error(end_of_file_in_quoted('\''))`},
		{`"abc`, `error(end_of_file_in_quoted('"'))`},
		{"[a,b", "error(operator_expected)"},
		{"{a", "error(operator_expected)"},
		{"a :- b :- c", "error(operator_clash)"},
		{"2 ** 3 ** 4", "error(operator_clash)"},
		{"1 + ", "error(operator_balance)"},
		{"p :- ", "error(operator_balance)"},
		{"f(,)", "error(quoted_punctuation)"},
		{"[a|]", "error(cannot_start_term)"},
		{"X(1)", "error(operator_expected)"},
		{"f (1)", "error(operator_expected)"},
		{"1.5e", "error(operator_expected)"},
		{"f(a)(b)", "error(operator_expected)"},
		{"0'ab", "error(operator_expected)"},
		{"a /* open", "error(end_of_file_in_block_comment)"},
		{"a. b", "a"},
	}
	m := engine.NewMachine()
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := readOne(m, tt.in); got != tt.want {
				t.Errorf("read %q = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestDoubleQuotes checks that the double_quotes flag decides what "..." is.
func TestDoubleQuotes(t *testing.T) {
	tests := []struct{ flag, want string }{
		{"codes", "[97,98]"},
		{"chars", "[a,b]"},
		{"atom", "ab"},
		{"string", `"ab"`},
	}
	for _, tt := range tests {
		t.Run(tt.flag, func(t *testing.T) {
			m := engine.NewMachine()
			m.Flags.DoubleQuotes = engine.Intern(tt.flag)
			if got := readOne(m, `"ab"`); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestOpTableLive checks that the reader consults the machine's operator
// table at each clause, as op/3 in a directive requires.
func TestOpTableLive(t *testing.T) {
	m := engine.NewMachine()
	s := engine.NewInputStream(strings.NewReader("a likes b.\nb likes c.\nx ++ y.\n"), "", nil)
	r := NewReader(m, s)
	if _, err := r.Next(); err == nil {
		t.Fatalf("likes is not an operator yet: want a syntax error")
	}
	m.Ops.Add(700, engine.XFX, engine.Intern("likes"))
	m.Ops.Add(200, engine.XF, engine.Intern("++"))
	res, err := r.Next()
	if err != nil || canonical(res.Term) != "likes(b,c)" {
		t.Fatalf("got %v, %v", res, err)
	}
	if _, err := r.Next(); err == nil {
		t.Fatalf("x ++ y: want an error with ++ postfix")
	}
	m.Ops.Add(200, engine.YFX, engine.Intern("++"))
	if res, err := ReadTermFromString(m, "x ++ y ++ z"); err != nil || canonical(res.Term) != "++(++(x,y),z)" {
		t.Fatalf("got %v, %v", res, err)
	}
}

// TestVarsAndPositions checks variable bookkeeping and positions.
func TestVarsAndPositions(t *testing.T) {
	m := engine.NewMachine()
	text := "% header\nfoo(X, Y, _Z, _, X) :-\n    bar(Y, W).\n\n  baz(_A, _A).\n"
	s := engine.NewInputStream(strings.NewReader(text), "t.pl", nil)
	r := NewReader(m, s)
	res, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	var names, singles []string
	for _, v := range res.Vars {
		names = append(names, v.Name)
	}
	for _, v := range res.Singletons {
		singles = append(singles, v.Name)
	}
	if got := fmt.Sprint(names, singles, res.Line, res.Col, res.EndLine); got != "[X Y _Z W] [W] 2 1 3" {
		t.Errorf("got %s", got)
	}
	res, err = r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(len(res.Vars), len(res.Singletons), res.Line, res.Col); got != "1 0 5 3" {
		t.Errorf("got %s", got)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("want io.EOF, got %v", err)
	}
}

// TestErrorRecovery checks error positions and that reading continues
// with the clause after an erroneous one.
func TestErrorRecovery(t *testing.T) {
	m := engine.NewMachine()
	text := "ok(1).\nbad(a b).\nok(2).\n  x :- :- y.\nok(3).\nbad('\\q').\nok(4).\nlast(\n"
	s := engine.NewInputStream(strings.NewReader(text), "t.pl", nil)
	r := NewReader(m, s)
	var got []string
	for {
		res, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			got = append(got, err.Error())
			continue
		}
		got = append(got, canonical(res.Term))
	}
	want := []string{
		"ok(1)",
		"t.pl:2:7: Syntax error: Operator expected",
		"ok(2)",
		"t.pl:4:7: Syntax error: Operator priority clash", // after the first :-, as SWI-Prolog (4:6 from 0)
		"ok(3)",
		"t.pl:6:7: Syntax error: Unknown character escape in quoted atom or string: `\\q'", // at the q, as SWI-Prolog
		"ok(4)",
		"t.pl:8:7: Syntax error: Unexpected end of file", // swipl: 8:6, counting columns from 0
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestIllegalCharacterCode reads numeric escapes whose code is no
// character, a surrogate or a code past U+10FFFF: SWI-Prolog refuses
// them with "Illegal character code" in quoted text ("Illegal number"
// after 0'), at the columns swipl gives (one less, counting from 0).
func TestIllegalCharacterCode(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{`a('\xD800\').`, "t.pl:1:6: Syntax error: Illegal character code"},
		{`a('\xDFFF\').`, "t.pl:1:6: Syntax error: Illegal character code"},
		{`b("\uD800").`, "t.pl:1:5: Syntax error: Illegal character code"},
		{"b(`\\uDC00`).", "t.pl:1:5: Syntax error: Illegal character code"},
		{`b("\U0000D800").`, "t.pl:1:5: Syntax error: Illegal character code"},
		{`c(0'\uDC00).`, "t.pl:1:3: Syntax error: Illegal number"},
		{`c(0'\xD800\).`, "t.pl:1:3: Syntax error: Illegal number"},
		{`d('\x110000\').`, "t.pl:1:6: Syntax error: Illegal character code"},
		{`f('\154000\').`, "t.pl:1:5: Syntax error: Illegal character code"},
		{`g('\xD7FF\', '\uE000').`, "g('\\xD7FF\\','\\xE000\\')"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			m := engine.NewMachine()
			r := NewReader(m, engine.NewInputStream(strings.NewReader(tc.text+"\n"), "t.pl", nil))
			res, err := r.Next()
			got := ""
			if err != nil {
				got = err.Error()
			} else {
				got = engine.Format(res.Term, engine.WriteOptions{Quoted: true})
			}
			if got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// TestStreamConsumption checks that Next leaves the text after the end
// token unread, the layout character after it included: in SWI-Prolog
// read(T), get_char(C) on "a. b." gives C = ' '.
func TestStreamConsumption(t *testing.T) {
	tests := []struct{ in, rest string }{
		{"a. b.", " b."},
		{"a.\n\nb.", "\n\nb."},
		{"a.%c\n", "%c\n"},
		{"'x. y'. z", " z"},
		{"X = \"a. b\". z", " z"},
		{"X = 0'. . z", " z"},
		{"X = '.'. z", " z"},
		{"X = a/* . */. z", " z"},
		{"X = (=..). z", " z"},
		{"X = 1.5. z", " z"},
		{"a.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m := engine.NewMachine()
			s := engine.NewInputStream(strings.NewReader(tt.in), "", nil)
			if _, err := NewReader(m, s).Next(); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(s.Reader())
			if string(rest) != tt.rest {
				t.Errorf("rest %q, want %q", rest, tt.rest)
			}
		})
	}
}

// TestPreamble checks that a BOM and a #! line are skipped.
func TestPreamble(t *testing.T) {
	m := engine.NewMachine()
	s := engine.NewInputStream(strings.NewReader("\uFEFF#!/usr/bin/env swipl\nfoo.\n"), "", nil)
	res, err := NewReader(m, s).Next()
	if err != nil || canonical(res.Term) != "foo" || res.Line != 2 {
		t.Fatalf("got %v %v", res, err)
	}
}

// TestDeep checks that long lists and long operator chains do not grow
// the Go stack.
func TestDeep(t *testing.T) {
	n := 1000000
	if testing.Short() {
		n = 100000
	}
	var b strings.Builder
	b.WriteString("[")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprint(&b, i)
	}
	b.WriteString("].\n")
	m := engine.NewMachine()
	res, err := ReadTermFromString(m, b.String())
	if err != nil {
		t.Fatal(err)
	}
	items, ok := engine.ListToSlice(res.Term)
	if !ok || len(items) != n || items[n-1] != engine.Int(n-1) {
		t.Fatalf("bad list of %d", len(items))
	}

	b.Reset()
	b.WriteString("a :- b")
	for i := 0; i < 100000; i++ {
		b.WriteString(", c")
	}
	res, err = ReadTermFromString(m, b.String())
	if err != nil {
		t.Fatal(err)
	}
	body := res.Term.(*engine.Compound).Args[1]
	depth := 0
	for {
		c, ok := body.(*engine.Compound)
		if !ok || c.Name != engine.AtomComma {
			break
		}
		depth++
		body = c.Args[1]
	}
	if depth != 100000 {
		t.Fatalf("depth %d", depth)
	}

	b.Reset()
	for i := 0; i < 100000; i++ {
		b.WriteString("f(")
	}
	b.WriteString("x")
	b.WriteString(strings.Repeat(")", 100000))
	if _, err := ReadTermFromString(m, b.String()); err != nil {
		t.Fatal(err)
	}
}

// TestGolden reads testdata/*.pl and compares with the .golden files,
// which hold SWI-Prolog 9's write_canonical output (or the syntax error
// kind) of each clause.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pl")
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			m := engine.NewMachine()
			r := NewReader(m, engine.NewInputStream(f, file, nil))
			var b strings.Builder
			for {
				res, err := r.Next()
				if err == io.EOF {
					break
				}
				var se *Error
				if errors.As(err, &se) {
					fmt.Fprintf(&b, "syntax_error(%s)\n", canonical(se.Kind))
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				b.WriteString(canonical(res.Term) + "\n")
			}
			golden := strings.TrimSuffix(file, ".pl") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != string(want) {
				t.Errorf("clauses (line N is clause N) differ from %s:\n%s", golden, difftest.LineDiff(string(want), b.String()))
			}
		})
	}
}

// TestCourseFiles reads every course file without a syntax error.
func TestCourseFiles(t *testing.T) {
	files, _ := filepath.Glob("/work/shared/course/*.pl")
	if len(files) == 0 {
		t.Skip("no course files")
	}
	total := 0
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			m := engine.NewMachine()
			r := NewReader(m, engine.NewInputStream(f, file, nil))
			n := 0
			for {
				res, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Errorf("%v", err)
					continue
				}
				n++
				// Apply op/3 directives so later clauses parse as in SWI.
				applyOpDirective(m, res.Term)
			}
			total += n
			t.Logf("%s: %d clauses", filepath.Base(file), n)
		})
	}
	t.Logf("total: %d clauses", total)
}

// applyOpDirective runs :- op(P, T, Names) directives on m's table.
func applyOpDirective(m *engine.Machine, t engine.Term) {
	d, ok := t.(*engine.Compound)
	if !ok || d.Name != engine.AtomNeck || len(d.Args) != 1 {
		return
	}
	op, ok := d.Args[0].(*engine.Compound)
	if !ok || op.Name.Name != "op" || len(op.Args) != 3 {
		return
	}
	p, ok1 := op.Args[0].(engine.Int)
	typ, ok2 := op.Args[1].(*engine.Atom)
	if !ok1 || !ok2 {
		return
	}
	ot, ok := engine.ParseOpType(typ.Name)
	if !ok {
		return
	}
	names := []engine.Term{op.Args[2]}
	if l, ok := engine.ListToSlice(op.Args[2]); ok {
		names = l
	}
	for _, n := range names {
		if a, ok := n.(*engine.Atom); ok {
			m.Ops.Add(int(p), ot, a)
		}
	}
}
