package parser

import (
	"math"
	"strconv"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// numText renders a parsed number canonically for comparison.
func numText(t engine.Term) string {
	switch x := t.(type) {
	case engine.Int:
		return "int:" + big10(int64(x))
	case *engine.BigInt:
		return "big:" + x.Big().String()
	case engine.Float:
		f := float64(x)
		switch {
		case math.IsNaN(f):
			return "float:nan"
		case math.IsInf(f, 1):
			return "float:inf"
		case math.IsInf(f, -1):
			return "float:-inf"
		}
		return "float:" + formatG(f)
	}
	return "?"
}

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" means error
	}{
		{"42", "int:42"},
		{"007", "int:7"},
		{"0'a", "int:97"},
		{`0'\n`, "int:10"},
		{"0'''", "int:39"},
		{"0''", "int:39"},
		{`0'\x41\`, "int:65"},
		{`0'\x41`, "int:65"},
		{`0'\101\`, "int:65"},
		{`0'\e`, "int:27"},
		{`0'\\`, "int:92"},
		{`0'\'`, "int:39"},
		{`0'\u00e9`, "int:233"},
		{`0'\U0001F600`, "int:128512"},
		{`0'\s`, "int:32"},
		{"0' ", "int:32"},
		{"0'é", "int:233"},
		{`0'\z`, ""},
		{`0'\x`, ""},
		{"0x1F", "int:31"},
		{"0x1_F", "int:31"},
		{"0o17", "int:15"},
		{"0b101", "int:5"},
		{"0x", ""},
		{"0b2", ""},
		{"0o8", ""},
		{"16'1F", "int:31"},
		{"36'ZZ", "int:1295"},
		{"2'1_01", "int:5"},
		{"1.0", "float:1"},
		{"1.0e10", "float:1e+10"},
		{"1e10", "float:1e+10"},
		{"1E5", "float:100000"},
		{"1e+5", "float:100000"},
		{"1.0e-3", "float:0.001"},
		{"1.0e-400", "float:0"},
		{"1.0e309", ""},
		{"1.0Inf", "float:inf"},
		{"1.5Inf", "float:inf"},
		{"1.5NaN", "float:nan"},
		{"1.0NaN", ""},
		{"1_000_000", "int:1000000"},
		{"1 000", "int:1000"},
		{"1_ 000", "int:1000"},
		{"1_\n000", "int:1000"},
		{"123456789012345678901234567890", "big:123456789012345678901234567890"},
		{"9223372036854775807", "int:9223372036854775807"},
		{"9223372036854775808", "big:9223372036854775808"},
		{"1_", ""},
		{"1__0", ""},
		{"1.e3", ""},
		{"1e", ""},
		{"a", ""},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseNumber(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ParseNumber(%q) = %v, want error", tc.in, numText(got))
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseNumber(%q): %v", tc.in, err)
			}
			if s := numText(got); s != tc.want {
				t.Fatalf("ParseNumber(%q) = %s, want %s", tc.in, s, tc.want)
			}
		})
	}
}

func TestScanNumberExtent(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"1.e3", 1, "int:1"},
		{"1.0e", 3, "float:1"},
		{"1ea", 1, "int:1"},
		{"2'102", 4, "int:2"},
		{"37'1", 2, "int:37"},
		{"0''a", 3, "int:39"},
		{"1  0", 1, "int:1"},
		{"1_000.5", 5, "int:1000"},
		{"0x1 0", 3, "int:1"},
		{"1.0 0", 3, "float:1"},
		{"1.5NaNx", 6, "float:nan"},
		{"12)", 2, "int:12"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, n, err := ScanNumber(tc.in)
			if err != nil {
				t.Fatalf("ScanNumber(%q): %v", tc.in, err)
			}
			if n != tc.n || numText(got) != tc.want {
				t.Fatalf("ScanNumber(%q) = %s,%d want %s,%d", tc.in, numText(got), n, tc.want, tc.n)
			}
		})
	}
}

func TestNumberFromText(t *testing.T) {
	tests := []struct {
		in     string
		layout bool
		want   string // "" failure
	}{
		{"  42", true, "int:42"},
		{"\n 7", true, "int:7"},
		{"  42", false, ""},
		{"42 ", true, ""},
		{"-42", true, "int:-42"},
		{"+42", true, "int:42"},
		{"- 42", true, ""},
		{"-0x1F", true, "int:-31"},
		{" -1.5", true, "float:-1.5"},
		{"-1.0Inf", true, "float:-inf"},
		{"-9223372036854775808", true, "int:-9223372036854775808"},
		{"-9223372036854775809", true, "big:-9223372036854775809"},
		{`0'\n`, true, ""},
		{"0'a", true, "int:97"},
		{"0'", true, "int:0"},
		{"0'ab", true, ""},
		{"inf", true, ""},
		{"/**/7", true, ""},
		{".5", true, ""},
		{"5.", true, ""},
		{"", true, ""},
		{"-", true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := NumberFromTextErr(tc.in, tc.layout)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("NumberFromTextErr(%q) = %s, want error", tc.in, numText(got))
				}
				return
			}
			if err != nil {
				t.Fatalf("NumberFromTextErr(%q): %v", tc.in, err)
			}
			if s := numText(got); s != tc.want {
				t.Fatalf("NumberFromTextErr(%q) = %s, want %s", tc.in, s, tc.want)
			}
		})
	}
}

func big10(i int64) string { return strconv.FormatInt(i, 10) }

func formatG(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// TestScanRational checks the reading of rationals, NrD, as SWI-Prolog 9
// reads them: normalised, an integer value an integer, a zero
// denominator illegal, and the forms that are not rationals left to the
// tokens after the number.
func TestScanRational(t *testing.T) {
	tests := []struct {
		in   string
		want string // the number's writeq text, or "" for an error
		size int    // the bytes the number spans
	}{
		{"1r3", "1r3", 3},
		{"2r4", "1r2", 3},
		{"4r2", "2", 3},
		{"0r3", "0", 3},
		{"01r3", "1r3", 4},
		{"1r03", "1r3", 4},
		{"12r18", "2r3", 5},
		{"1_000r3", "1000r3", 7},
		{"1r1_0", "1r10", 5},
		{"100000000000000000000r3", "100000000000000000000r3", 23},
		{"1r100000000000000000000", "1r100000000000000000000", 23},
		{"1r0", "", 0},
		{"1r00", "", 0},
		{"1R3", "1", 1},
		{"1r", "1", 1},
		{"1rx", "1", 1},
		{"1r-3", "1", 1},
		{"0x1r3", "1", 3},
		{"0b1r3", "1", 3},
		{"1.0r3", "1.0", 3},
		{"1r3r4", "1r3", 3},
		{"1r3.0", "1r3", 3},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			n, size, err := ScanNumber(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ScanNumber(%q) = %v, want an error", tc.in, engine.Format(n, engine.WriteOptions{Quoted: true}))
				}
				return
			}
			if err != nil {
				t.Fatalf("ScanNumber(%q): %v", tc.in, err)
			}
			if got := engine.Format(n, engine.WriteOptions{Quoted: true}); got != tc.want || size != tc.size {
				t.Errorf("ScanNumber(%q) = %s, %d; want %s, %d", tc.in, got, size, tc.want, tc.size)
			}
		})
	}
	neg, err := NumberFromTextErr("-2r6", false)
	if err != nil || engine.Format(neg, engine.WriteOptions{}) != "-1r3" {
		t.Errorf(`NumberFromTextErr("-2r6") = %v, %v; want -1r3`, neg, err)
	}
}

// TestScanNumberOtherScripts: a number spelt in the decimal digits of
// one script other than ASCII is read as SWI-Prolog reads it; its size
// is in bytes of the text, and a digit of another script ends it.
func TestScanNumberOtherScripts(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		size     int
	}{
		{"٣", "3", 2},
		{"٣٤x", "34", 4},
		{"٣1", "3", 2},
		{"١٠٠", "100", 6},
		{"٣.٥", "3.5", 5},
		{"٣.٥e2", "3.5", 5},
		{"٣.٥٥e٣", "3550.0", 10},
		{"٣_٣", "33", 5},
		{"٣r٤", "3r4", 5},
		{"１２", "12", 6},
		{"𝟙𝟙", "11", 8},
		{"꧑", "1", 3},
	} {
		n, size, err := ScanNumber(tc.in)
		if err != nil {
			t.Errorf("ScanNumber(%q): %v", tc.in, err)
			continue
		}
		if got := engine.Format(n, engine.WriteOptions{Quoted: true}); got != tc.want || size != tc.size {
			t.Errorf("ScanNumber(%q) = %s, %d; want %s, %d", tc.in, got, size, tc.want, tc.size)
		}
	}
	for _, in := range []string{"-٣", "+٣", "  ٣"} {
		want := map[string]string{"-٣": "-3", "+٣": "3", "  ٣": "3"}[in]
		if n, err := NumberFromTextErr(in, true); err != nil || engine.Format(n, engine.WriteOptions{}) != want {
			t.Errorf("NumberFromTextErr(%q) = %v, %v; want %s", in, n, err, want)
		}
	}
	if _, err := NumberFromTextErr("1٣", true); err == nil {
		t.Errorf(`NumberFromTextErr("1٣") succeeded, want illegal_number`)
	}
}
