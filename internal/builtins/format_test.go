package builtins

import (
	"math"
	"math/big"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

func fmtGoal(f string, args ...engine.Term) func(*engine.Machine) engine.Term {
	return ioGoal(ioC("format", ioS(f), ioL(args...)))
}

func formatErr(msg string) engine.Term { return ioC("format", ioA(msg)) }

func bigTerm(s string) engine.Term {
	b, _ := new(big.Int).SetString(s, 10)
	return engine.MakeBig(b)
}

func TestFormatDirectives(t *testing.T) {
	runIOCases(t, []ioCase{
		{name: "plain", goal: fmtGoal("no args~n"), out: "no args\n"},
		{name: "tilde", goal: fmtGoal("~~ ~n"), out: "~ \n"},
		{name: "a", goal: fmtGoal("~a~a~a", ioI(1), ioS("str"), ioA("abc")), out: "1strabc"},
		{name: "a compound", goal: fmtGoal("~a", ioC("f", ioA("x"))), err: ioC("format_argument_type", ioA("a"), ioC("f", ioA("x")))},
		{name: "d", goal: fmtGoal("~d", ioC("+", ioI(1), ioI(2))), out: "3"},
		{name: "d float", goal: fmtGoal("~d", engine.Float(1.0)), err: ioC("format_argument_type", ioA("d"), engine.Float(1.0))},
		{name: "d atom", goal: fmtGoal("~d", ioA("a")), err: ioC("type_error", ioA("evaluable"), engine.PI(ioA("a"), 0))},
		{name: "2d", goal: fmtGoal("~2d ~2d ~0d ~2d ~3d ~3d", ioI(1234), ioI(5), ioI(5), ioI(-5), ioI(0), ioI(-12)), out: "12.34 0.05 5 -0.05 0.000 -0.012"},
		{name: "D", goal: fmtGoal("~D ~2D ~D ~D", ioI(1234567), ioI(1234567), ioI(-1234567), ioI(123)), out: "1,234,567 12,345.67 -1,234,567 123"},
		{name: "D float", goal: fmtGoal("~D", engine.Float(1.0)), err: ioC("format_argument_type", ioA("D"), engine.Float(1.0))},
		{name: "big d", goal: fmtGoal("~d ~3d ~3D", bigTerm("12345678901234567890123"), bigTerm("12345678901234567890123"), bigTerm("12345678901234567890123")),
			out: "12345678901234567890123 12345678901234567890.123 12,345,678,901,234,567,890.123"},
		{name: "e", goal: fmtGoal("~e ~3e ~4e ~0e", engine.Float(1.5), ioI(15), engine.Float(-0.000123), engine.Float(1.5)), out: "1.500000e+00 1.500e+01 -1.2300e-04 2e+00"},
		{name: "E", goal: fmtGoal("~E", ioI(10)), out: "1.000000E+01"},
		{name: "f", goal: fmtGoal("~f ~0f ~0f ~2f ~2f", ioI(10), engine.Float(2.5), engine.Float(3.5), engine.Float(-1.005), ioC("+", ioI(1), ioI(2))), out: "10.000000 2 4 -1.00 3.00"},
		{name: "f big", goal: fmtGoal("~2f", bigTerm("123456789012345678901234567890")), out: "123456789012345678901234567890.00"},
		{name: "f large float", goal: fmtGoal("~f", engine.Float(1.0e20)), out: "100000000000000000000.000000"},
		{name: "g", goal: fmtGoal("~g ~3g ~g ~g ~g ~g ~g", engine.Float(1.5), engine.Float(1234567.0), engine.Float(1.0e10), engine.Float(0.0001), engine.Float(100000.0), engine.Float(1000000.0), engine.Float(123456.0)),
			out: "1.5 1.23e+06 1e+10 0.0001 100000 1e+06 123456"},
		{name: "G", goal: fmtGoal("~G", engine.Float(1.0e-10)), out: "1E-10"},
		{name: "inf nan", goal: fmtGoal("~2e ~2f", engine.Float(math.Inf(1)), engine.Float(math.NaN())), out: "inf nan"},
		{name: "e var", goal: func(m *engine.Machine) engine.Term { return ioC("format", ioS("~e"), ioL(m.NewVar())) }, err: ioA("instantiation_error")},
		{name: "r", goal: fmtGoal("~8r ~16r ~16R ~r ~16r", ioI(64), ioI(255), ioI(255), ioI(255), ioI(-255)), out: "100 ff FF 377 -ff"},
		{name: "r radix 1", goal: fmtGoal("~1r", ioI(255)), err: ioC("domain_error", ioA("radix"), ioI(1))},
		{name: "r radix 37", goal: fmtGoal("~37r", ioI(255)), err: ioC("domain_error", ioA("radix"), ioI(37))},
		{name: "c", goal: fmtGoal("~c ~3c ~*c ~c", ioI(65), ioI(65), ioI(3), ioI('x'), ioI(0x1F600)), out: "A AAA xxx 😀"},
		{name: "c atom", goal: fmtGoal("~c", ioA("a")), err: ioC("format_argument_type", ioA("c"), ioA("a"))},
		{name: "c negative", goal: fmtGoal("~c", ioI(-1)), err: ioC("format_argument_type", ioA("c"), ioI(-1))},
		{name: "star negative", goal: fmtGoal("~*c", ioI(-1), ioI('x')), err: formatErr("no or negative integer for `*' argument")},
		{name: "star atom", goal: fmtGoal("~*c", ioA("a"), ioI('x')), err: formatErr("no or negative integer for `*' argument")},
		{name: "s", goal: fmtGoal("~s ~s ~s", ioS("abc"), ioL(ioI('a'), ioI('b')), ioL(ioA("a"), ioA("b"))), out: "abc ab ab"},
		{name: "s atom", goal: fmtGoal("~s", ioA("abc")), out: "abc"}, // swipl 9.0.4 takes any text
		{name: "s mixed", goal: fmtGoal("~s", ioL(ioI('a'), ioA("b"))), err: ioC("format_argument_type", ioA("s"), ioL(ioI('a'), ioA("b")))},
		{name: "i", goal: fmtGoal("~i~w", ioA("a"), ioA("b")), out: "b"},
		{name: "n", goal: fmtGoal("~3n"), out: "\n\n\n"},
		{name: "N", goal: fmtGoal("~N~w~N~w~n", ioA("a"), ioA("b")), out: "a\nb\n"},
		{name: "q w", goal: fmtGoal("~q ~w", ioA("A b"), ioA("A b")), out: "'A b' A b"},
		{name: "p", goal: fmtGoal("~p", ioA("A b")), out: "'A b'"},
		{name: "k", goal: func(m *engine.Machine) engine.Term {
			x := m.NewVar()
			return ioC("format", ioS("~k"), ioL(ioC("f", x, ioA("A"), x)))
		}, out: "f(A,'A',A)"},
		{name: "W", goal: fmtGoal("~W", ioC("f", ioA("A")), ioL(ioC("quoted", ioA("true")))), out: "f('A')"},
		{name: "not enough", goal: fmtGoal("~q"), err: formatErr("not enough arguments")},
		{name: "not enough partial output", goal: ioGoal(ioC("format", ioS("~w ~w~n"), ioS("ab"))), out: "ab ", err: formatErr("not enough arguments")},
		{name: "too many", goal: fmtGoal("~q", ioA("a"), ioA("b")), out: "a", err: formatErr("too many arguments")},
		{name: "too many non-list", goal: ioGoal(ioC("format", ioS("no args~n"), ioA("foo"))), out: "no args\n", err: formatErr("too many arguments")},
		{name: "unknown directive", goal: fmtGoal("~z", ioA("a")), err: ioC("existence_error", ioA("format_character"), ioA("z"))},
		{name: "negative column arg is a directive", goal: fmtGoal("~-3d", ioI(1)), err: ioC("existence_error", ioA("format_character"), ioA("-"))},
		{name: "single argument", goal: ioGoal(ioC("format", ioS("~a"), ioA("abc"))), out: "abc"},
		{name: "partial list is one argument", goal: func(m *engine.Machine) engine.Term {
			return ioC("format", ioS("~i"), engine.ListWithTail(m.NewVar(), ioA("a")))
		}, out: ""},
		{name: "format/1", goal: ioGoal(ioC("format", ioS("x~n"))), out: "x\n"},
		{name: "format atom", goal: ioGoal(ioC("format", ioA("abc"), ioL())), out: "abc"},
		{name: "format codes", goal: ioGoal(ioC("format", ioL(ioI('a'), ioI('~'), ioI('w')), ioL(ioA("x")))), out: "ax"},
		{name: "format nil", goal: ioGoal(ioC("format", engine.AtomNil, ioL())), out: ""},
		{name: "format number", goal: ioGoal(ioC("format", ioI(123), ioL())), err: ioC("type_error", ioA("text"), ioI(123))},
		{name: "format compound", goal: ioGoal(ioC("format", ioC("f", ioA("x")), ioL())), err: ioC("type_error", ioA("text"), ioC("f", ioA("x")))},
		{name: "format var", goal: func(m *engine.Machine) engine.Term { return ioC("format", m.NewVar(), ioL()) }, err: ioA("instantiation_error")},
	})
}

func TestFormatColumns(t *testing.T) {
	runIOCases(t, []ioCase{
		{name: "pad right", goal: fmtGoal("~w~30|~w", ioA("a"), ioA("b")), out: "a                             b"},
		{name: "relative", goal: fmtGoal("~w~t~10+~w~t~10+~w", ioA("abc"), ioA("def"), ioA("ghi")), out: "abc       def       ghi"},
		{name: "right align", goal: fmtGoal("~t~w~10|", ioA("right")), out: "     right"},
		{name: "centre", goal: fmtGoal("~t~w~t~11|", ioA("mid")), out: "    mid    "},
		{name: "centre odd", goal: fmtGoal("~t~w~t~10|]", ioA("mid")), out: "   mid    ]"},
		{name: "fill char", goal: fmtGoal("~`-t~30|"), out: "------------------------------"},
		{name: "numbers", goal: fmtGoal("~t~d~6|~t~d~12|", ioI(1), ioI(22)), out: "     1    22"},
		{name: "three fills", goal: fmtGoal("~t~w~t~w~t~11|]", ioA("a"), ioA("b")), out: "   a   b   ]"},
		{name: "uneven fills", goal: fmtGoal("~w~t~w~t~w~12|]", ioA("a"), ioA("b"), ioA("c")), out: "a    b     c]"},
		{name: "overflow column", goal: fmtGoal("abcdefghijkl~5|x]"), out: "abcdefghijklx]"},
		{name: "overflow relative", goal: fmtGoal("ab~5+cdefghijkl~5+x]"), out: "ab   cdefghijklx]"},
		{name: "bar at column", goal: fmtGoal("abc~|x~+y]"), out: "abcx       y]"},
		{name: "fill then plus", goal: fmtGoal("abc~tx~+y]"), out: "abc    xy]"},
		{name: "newline in segment", goal: fmtGoal("ab~nc~t~5|]"), out: "ab\nc    ]"},
		{name: "two fill chars", goal: fmtGoal("~`*t~t~10|]"), out: "*****     ]"},
		{name: "centre distribution 3", goal: fmtGoal("~`at~`bt~`ct~5|]"), out: "abbcc]"},
		{name: "centre distribution 4", goal: fmtGoal("~`at~`bt~`ct~`dt~7|]"), out: "aabccdd]"},
		{name: "centre distribution 5 (SWI drops one)", goal: fmtGoal("~`at~`bt~`ct~`dt~`et~9|]"), out: "aabccdde]"},
		{name: "centre distribution 7", goal: fmtGoal("~`at~`bt~`ct~`dt~`et~`ft~`gt~11|]"), out: "abbcddeefgg]"},
		{name: "overflow moves stop", goal: fmtGoal("~w~5|~w~3+]", ioA("abcdefg"), ioA("h")), out: "abcdefgh  ]"},
		{name: "numeric fill char", goal: fmtGoal("~48t~w~6|]", ioA("x")), out: "00000x]"},
		{name: "default plus", goal: fmtGoal("~+~w]", ioA("x")), out: "        x]"},
		{name: "unclosed fill", goal: fmtGoal("a~tb"), out: "ab"},
		{name: "unicode width", goal: fmtGoal("~t~w~6|]", ioA("héllo")), out: " héllo]"},
		// Text before the first fill point is written as it comes,
		// text after it held back for the fill (as swipl 9 gives them).
		{name: "text around fills", goal: fmtGoal("ab~tcd~t~10|ef"), out: "ab   cd   ef"},
		{name: "multibyte fill char", goal: fmtGoal("é~`ét~5|x"), out: "éééééx"},
		{name: "text then fill", goal: fmtGoal("~w:~t~w~12|~a", ioA("k"), ioI(12), ioA("z")), out: "k:        12z"},
		{name: "multibyte text", goal: fmtGoal("αβγ ~a δ", ioA("ω")), out: "αβγ ω δ"},
		{name: "tab fill char", goal: fmtGoal("x~`\tt~4|y"), out: "x\t\t\ty"},
	})
}

func TestFormatSinks(t *testing.T) {
	cases := []struct {
		name string
		sink func(v engine.Term) engine.Term
		want func(m *engine.Machine) engine.Term
	}{
		{"atom", func(v engine.Term) engine.Term { return ioC("atom", v) }, func(*engine.Machine) engine.Term { return ioA("a-b") }},
		{"string", func(v engine.Term) engine.Term { return ioC("string", v) }, func(*engine.Machine) engine.Term { return ioS("a-b") }},
		{"codes", func(v engine.Term) engine.Term { return ioC("codes", v) }, func(*engine.Machine) engine.Term { return ioL(ioI('a'), ioI('-'), ioI('b')) }},
		{"chars", func(v engine.Term) engine.Term { return ioC("chars", v) }, func(*engine.Machine) engine.Term { return ioL(ioA("a"), ioA("-"), ioA("b")) }},
	}
	for _, c := range cases {
		for _, how := range []string{"format/3", "with_output_to/2"} {
			t.Run(c.name+" "+how, func(t *testing.T) {
				m, out := newIOMachine("")
				v := m.NewVar()
				var g engine.Term
				if how == "format/3" {
					g = ioC("format", c.sink(v), ioS("~w-~w"), ioL(ioA("a"), ioA("b")))
				} else {
					g = ioC("with_output_to", c.sink(v), ioC(",", ioC("write", ioA("a")), ioC("format", ioS("-~w"), ioL(ioA("b")))))
				}
				ok, err := m.Once(g)
				if !ok || err != nil {
					t.Fatalf("failed: %v %v", ok, err)
				}
				if engine.Compare(engine.Deref(v), c.want(m)) != 0 {
					t.Errorf("got %v", engine.Format(v, engine.WriteOptions{Quoted: true}))
				}
				m.UserOut.Flush()
				if out.Len() != 0 {
					t.Errorf("leaked output %q", out.String())
				}
			})
		}
	}
}

func TestFormatSinkErrors(t *testing.T) {
	runIOCases(t, []ioCase{
		{name: "codes with tail", goal: ioGoal(ioC("format", ioC("codes", ioL(ioI('a'), ioI('b'), ioI('c')), ioL(ioI('c'))), ioS("~w"), ioL(ioA("ab"))))},
		{name: "codes with wrong tail", goal: ioGoal(ioC("format", ioC("codes", ioL(ioI('a'), ioI('b'), ioI('c')), ioL(ioI('d'))), ioS("~w"), ioL(ioA("ab")))), fail: true},
		{name: "with_output_to fails", goal: ioGoal(ioC("with_output_to", ioC("atom", ioA("x")), engine.AtomFail)), fail: true},
		{name: "with_output_to restores output", goal: ioGoal(ioC(";", ioC("with_output_to", ioC("atom", ioA("x")), ioC(",", ioC("write", ioA("lost")), engine.AtomFail)), ioC("write", ioA("kept")))), out: "kept"},
		{name: "with_output_to bad sink", goal: ioGoal(ioC("with_output_to", ioC("foo", ioA("x")), engine.AtomTrue)), err: ioC("type_error", ioA("output"), ioC("foo", ioA("x")))},
		{name: "with_output_to var", goal: func(m *engine.Machine) engine.Term { return ioC("with_output_to", m.NewVar(), engine.AtomTrue) }, err: ioA("instantiation_error")},
		{name: "with_output_to var goal", goal: func(m *engine.Machine) engine.Term {
			return ioC("with_output_to", ioC("atom", m.NewVar()), m.NewVar())
		}, err: ioA("instantiation_error")},
		{name: "format/3 unknown alias", goal: ioGoal(ioC("format", ioA("foo"), ioS("x"), ioL())), err: ioC("existence_error", ioA("stream"), ioA("foo"))},
		{name: "format/3 integer", goal: ioGoal(ioC("format", ioI(1), ioS("x"), ioL())), err: ioC("type_error", ioA("output"), ioI(1))},
		{name: "format/3 stream", goal: ioGoal(ioC("format", ioA("user_output"), ioS("~w"), ioL(ioA("x")))), out: "x"},
		{name: "format/3 var", goal: func(m *engine.Machine) engine.Term { return ioC("format", m.NewVar(), ioS("x"), ioL()) }, err: ioA("instantiation_error")},
	})
}

// TestFormatAllocs bounds the allocations of formatting a line: the
// format's text before a fill point is written as it is, not held back
// rune by rune, the format is read in place, not made a slice of runes
// first, and a few arguments are held in the formatter.
func TestFormatAllocs(t *testing.T) {
	m := engine.NewMachine()
	for _, tc := range []struct {
		format string
		args   engine.Term
		max    float64
	}{
		{"~w ~a~n", ioL(ioI(12345), ioA("abc")), 4},
		{"The quick brown fox jumps over the lazy dog: ~w and ~a.~n", ioL(ioI(12345), ioA("abc")), 4},
		{"~a~t~20|~w~n", ioL(ioA("name"), ioI(7)), 4},
	} {
		t.Run(tc.format, func(t *testing.T) {
			n := testing.AllocsPerRun(100, func() {
				if _, err := formatString(m, 0, tc.format, tc.args); err != nil {
					t.Fatal(err)
				}
			})
			if n > tc.max {
				t.Errorf("%v allocations, want at most %v", n, tc.max)
			}
		})
	}
}
