package builtins

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// format/1,2,3 and with_output_to/2, following SWI-Prolog's pl-fmt.c: text
// since the last column stop is held back so that ~t fill points can be
// widened when the next ~| or ~+ column stop is reached.

var (
	atomFormat = engine.Intern("format")
	atomAtom   = engine.Intern("atom")
	atomString = engine.Intern("string")
	atomCodes  = engine.Intern("codes")
	atomChars  = engine.Intern("chars")
)

// formatError is error(format(Message), _).
func formatError(msg string) error {
	return engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(atomFormat, engine.Intern(msg)), &engine.Var{}))
}

// formatArgTypeError is error(format_argument_type(Directive, Arg), _).
func formatArgTypeError(directive rune, arg engine.Term) error {
	return engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("format_argument_type"), engine.Intern(string(directive)), arg), &engine.Var{}))
}

type fillPoint struct {
	pos  int // index in pending
	char rune
	size int
}

// formatter holds the state of one format/2 call.
type formatter struct {
	m       *engine.Machine
	done    strings.Builder // text before the last column stop
	pending []rune          // text since the last column stop
	fills   []fillPoint
	column  int
	tabStop int
	args    []engine.Term
	argBuf  [4]engine.Term // holds args when they are few
}

func (f *formatter) put(text string) {
	// Text before the first fill point of the column being written
	// goes before any fill, so needs no holding back.
	held := len(f.fills) > 0
	if !held {
		f.done.WriteString(text)
	}
	for _, r := range text {
		if held {
			f.pending = append(f.pending, r)
		}
		switch r {
		case '\n', '\r':
			f.column = 0
		case '\t':
			f.column = (f.column + 1) | 7
		case '\b':
			if f.column > 0 {
				f.column--
			}
		default:
			f.column++
		}
	}
}

// putWritten adds the text of a term written by ~w, ~p, ~q, ~k or ~W.
// SWI-Prolog writes it to a stream, whose position then gives the column:
// a tab goes to the next multiple of 8 (put, for the format text and ~a,
// ~c and ~s, follows SWI-Prolog's format/2, where a tab at column C goes
// to (C+1) | 7).
func (f *formatter) putWritten(text string) {
	if len(f.fills) > 0 {
		f.pending = append(f.pending, []rune(text)...)
	} else {
		f.done.WriteString(text)
	}
	f.column = engine.LinePosAfter(f.column, text)
}

// flushPending moves the held-back text, with its fill, to done.
func (f *formatter) flushPending() {
	j := 0
	for i := 0; i <= len(f.pending); i++ {
		for j < len(f.fills) && f.fills[j].pos == i {
			for k := 0; k < f.fills[j].size; k++ {
				f.done.WriteRune(f.fills[j].char)
			}
			j++
		}
		if i < len(f.pending) {
			f.done.WriteRune(f.pending[i])
		}
	}
	f.pending = f.pending[:0]
	f.fills = f.fills[:0]
}

// columnStop pads the pending text to column stop, distributing the space
// over the fill points from the centre outwards as SWI-Prolog does.
func (f *formatter) columnStop(stop int) {
	if len(f.fills) == 0 {
		f.fills = append(f.fills, fillPoint{pos: len(f.pending), char: ' '})
	}
	space := stop - f.column
	if space > 0 {
		rn := len(f.fills)
		s := space / rn
		for i := range f.fills {
			f.fills[i].size = s
		}
		space -= s * rn
		mid := rn / 2
		for n := 0; space > 0; n, space = n+1, space-1 {
			i := mid - n
			if n%2 == 1 {
				i = mid + n
			}
			if i >= 0 && i < rn {
				f.fills[i].size++
			}
		}
	}
	f.flushPending()
	// Past the stop already, SWI-Prolog still counts from the stop: in
	// format("~w~5|~w~t~10|~w", [abcdefgh, x, y]) the fill after x is 4.
	f.column = stop
	f.tabStop = f.column
}

// maxFormatArg bounds a directive's numeric argument: any count near it
// is refused by reserve, and keeping it there keeps arithmetic on it from
// wrapping around.
const maxFormatArg = 1 << 40

// reserve checks that n more characters of output fit under the memory
// limit (see engine.Machine.Reserve): a character is held as a rune and
// then written out, some 8 bytes in all. A directive whose count is the
// program's (~Nc, ~Nn, ~Nd, ~Ne, column stops) checks before it makes
// its text.
func (f *formatter) reserve(n int) error {
	return f.m.Reserve(int64(n), 8)
}

// text returns everything produced so far.
func (f *formatter) text() string {
	for i := range f.fills {
		f.fills[i].size = 0
	}
	f.flushPending()
	return f.done.String()
}

func (f *formatter) next() (engine.Term, error) {
	if len(f.args) == 0 {
		return nil, formatError("not enough arguments")
	}
	a := f.args[0]
	f.args = f.args[1:]
	return a, nil
}

// formatArgs turns format/2's second argument into the argument list: a
// proper list is the list of arguments, anything else one argument. A
// list as short as buf's capacity is put in buf.
func formatArgs(t engine.Term, buf []engine.Term) []engine.Term {
	out := buf[:0]
	for x := engine.Deref(t); len(out) < cap(out); {
		c, ok := x.(*engine.Compound)
		if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
			break
		}
		out = append(out, c.Args[0])
		if x = engine.Deref(c.Args[1]); x == engine.AtomNil {
			return out
		}
	}
	if xs, ok := engine.ListToSlice(t); ok {
		return xs
	}
	return []engine.Term{t}
}

// formatText returns the text of a format: atom, string, code or char list.
func formatText(t engine.Term) (string, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Var:
		return "", engine.InstantiationError()
	case *engine.Atom:
		if x == engine.AtomNil {
			return "", nil
		}
		return x.Name, nil
	case engine.String:
		return string(x), nil
	case *engine.Compound:
		if s, ok := textOfList(x); ok {
			return s, nil
		}
	}
	return "", engine.TypeError("text", t)
}

// run interprets format string fs. On error, the text produced so far is
// still available from f.text().
// nextInteger takes the next argument of an integer directive (~d, ~D,
// truncatedFormat is the error of a format that ends inside a directive:
// SWI-Prolog reads the character past the end as NUL, or names the last
// digit of a column argument, as a directive it does not know.
func truncatedFormat(last rune) error {
	return unknownDirective(last)
}

// unknownDirective is the error of a directive format does not know,
// which swipl raises from format/2 also when format/3 was called.
func unknownDirective(d rune) error {
	return engine.ExistenceError("format_character", engine.Intern(string(d))).WithContext(atomFormat, 2)
}

// ~r, ~R) and evaluates it: it must be an integer.
func (f *formatter) nextInteger(m *engine.Machine, d rune) (*big.Int, error) {
	a, err := f.next()
	if err != nil {
		return nil, err
	}
	v, err := ioEval(m, a)
	if err != nil {
		return nil, err
	}
	n, ok := fmtBigInt(v)
	if !ok {
		return nil, formatArgTypeError(d, engine.Deref(a))
	}
	return n, nil
}

// nextDigits takes the next argument as nextInteger does and returns
// its sign and the decimal digits of its magnitude: a small integer's
// without a big.Int.
func (f *formatter) nextDigits(m *engine.Machine, d rune) (neg bool, digits string, err error) {
	if len(f.args) > 0 {
		if i, ok := engine.Deref(f.args[0]).(engine.Int); ok {
			if _, err := f.next(); err != nil {
				return false, "", err
			}
			u := uint64(i)
			if i < 0 {
				u = -u
			}
			return i < 0, strconv.FormatUint(u, 10), nil
		}
	}
	n, err := f.nextInteger(m, d)
	if err != nil {
		return false, "", err
	}
	digits, err = engine.BigText(new(big.Int).Abs(n), m.Poll)
	return n.Sign() < 0, digits, err
}

func (f *formatter) run(fs string) error {
	// fs is read by bytes: the characters that make a directive are
	// ASCII, which is no byte of another character's UTF-8. A byte that
	// is no UTF-8 reads as U+FFFD, as a rune of the string does.
	if !utf8.ValidString(fs) {
		fs = string([]rune(fs))
	}
	for i := 0; i < len(fs); i++ {
		if fs[i] != '~' {
			// The text up to the next directive, at once.
			j := strings.IndexByte(fs[i:], '~')
			if j < 0 {
				j = len(fs) - i
			}
			f.put(fs[i : i+j])
			i += j - 1
			continue
		}
		i++
		if i >= len(fs) {
			return truncatedFormat(0)
		}
		arg := -1
		// last is the character SWI-Prolog names when the format ends
		// before the directive's letter: the last digit of a column
		// argument, or NUL.
		var last rune
		switch {
		case fs[i] >= '0' && fs[i] <= '9':
			last = rune(fs[i])
			arg = 0
			for i < len(fs) && fs[i] >= '0' && fs[i] <= '9' {
				// A count past maxFormatArg is refused by reserve
				// all the same: saturating keeps it from wrapping.
				arg = min(arg*10+int(fs[i]-'0'), maxFormatArg)
				last = rune(fs[i])
				i++
			}
		case fs[i] == '*':
			a, err := f.next()
			if err != nil {
				return err
			}
			n, ok := engine.Deref(a).(engine.Int)
			if !ok || n < 0 {
				return formatError("no or negative integer for `*' argument")
			}
			arg = int(min(n, maxFormatArg))
			i++
		case fs[i] == '`':
			if i+1 >= len(fs) {
				return truncatedFormat(0)
			}
			r, size := utf8.DecodeRuneInString(fs[i+1:])
			arg = int(r)
			i += 1 + size
		}
		if i < len(fs) && fs[i] == ':' {
			// The colon asks for the locale's digit grouping; in
			// the default locale, the only one here, ~:d groups
			// nothing and ~:D as ~D does, and other directives
			// ignore it, as in SWI-Prolog.
			i++
			last = 0
		}
		if i >= len(fs) {
			return truncatedFormat(last)
		}
		d, size := utf8.DecodeRuneInString(fs[i:])
		i += size - 1
		if err := f.directive(d, arg); err != nil {
			return err
		}
	}
	if len(f.args) > 0 {
		return formatError("too many arguments")
	}
	return nil
}

func (f *formatter) directive(d rune, arg int) error {
	m := f.m
	switch d {
	case '~':
		f.put("~")
	case 'n':
		if arg < 0 {
			arg = 1
		}
		if err := f.reserve(arg); err != nil {
			return err
		}
		f.put(strings.Repeat("\n", arg))
	case 'N':
		// ~NN writes N newlines, one fewer at the start of a line.
		if arg < 0 {
			arg = 1
		}
		if f.column == 0 {
			arg--
		}
		if arg > 0 {
			if err := f.reserve(arg); err != nil {
				return err
			}
			f.put(strings.Repeat("\n", arg))
		}
	case 't':
		ch := ' '
		if arg >= 0 {
			ch = rune(arg)
		}
		f.fills = append(f.fills, fillPoint{pos: len(f.pending), char: ch})
	case '|':
		stop := arg
		if arg < 0 {
			stop = f.column
		}
		if err := f.reserve(stop - f.column); err != nil {
			return err
		}
		f.columnStop(stop)
	case '+':
		if arg < 0 {
			arg = 8
		}
		if err := f.reserve(f.tabStop + arg - f.column); err != nil {
			return err
		}
		f.columnStop(f.tabStop + arg)
	case 'a':
		a, err := f.next()
		if err != nil {
			return err
		}
		switch x := engine.Deref(a).(type) {
		case *engine.Atom:
			if x == engine.AtomNil {
				// SWI-Prolog 7's [] is a reserved symbol, not an atom.
				return formatArgTypeError('a', x)
			}
			f.put(x.Name)
		case engine.String:
			f.put(string(x))
		case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
			text, err := txtNumberPolled(m, x)
			if err != nil {
				return err
			}
			f.put(text)
		default:
			return formatArgTypeError('a', x)
		}
	case 'c':
		a, err := f.next()
		if err != nil {
			return err
		}
		code, ok := engine.Deref(a).(engine.Int)
		if !ok {
			if _, isVar := engine.Deref(a).(*engine.Var); isVar {
				return engine.InstantiationError()
			}
		}
		if !ok || code < 0 || code > utf8.MaxRune {
			return formatArgTypeError('c', engine.Deref(a))
		}
		if arg < 0 {
			arg = 1
		}
		if err := f.reserve(arg); err != nil {
			return err
		}
		f.put(strings.Repeat(string(rune(code)), arg))
	case 'd', 'D':
		neg, digits, err := f.nextDigits(m, d)
		if err != nil {
			return err
		}
		if arg < 0 {
			arg = 0
		}
		if err := f.reserve(arg); err != nil {
			return err
		}
		f.put(formatDecimal(neg, digits, arg, d == 'D'))
	case 'r', 'R':
		n, err := f.nextInteger(m, d)
		if err != nil {
			return err
		}
		if arg < 0 {
			arg = 8
		}
		if arg < 2 || arg > 36 {
			return engine.DomainError("radix", engine.MakeInt(int64(arg)))
		}
		s := n.Text(arg)
		if d == 'R' {
			s = strings.ToUpper(s)
		}
		f.put(s)
	case 'e', 'E', 'f', 'g', 'G':
		a, err := f.next()
		if err != nil {
			return err
		}
		v, err := ioEval(m, a)
		if err != nil {
			return err
		}
		if arg < 0 {
			arg = 6
		}
		// The digits of a float take its precision and at most 330
		// more (the integer part of the largest double).
		if err := f.reserve(arg + 330); err != nil {
			return err
		}
		s, ok, err := formatFloat(v, d, arg, func(b *big.Int) (string, error) { return engine.BigText(b, m.Poll) })
		if err != nil {
			return err
		}
		if !ok {
			return formatArgTypeError(d, engine.Deref(a))
		}
		f.put(s)
	case 's':
		a, err := f.next()
		if err != nil {
			return err
		}
		a = engine.Deref(a)
		switch x := a.(type) {
		case engine.String:
			f.put(string(x))
		case *engine.Var:
			return engine.InstantiationError()
		case *engine.Atom:
			if x != engine.AtomNil {
				f.put(x.Name) // SWI-Prolog's ~s takes any text
				break
			}
			s, _ := codesOrCharsText(x)
			f.put(s)
		default:
			s, ok := codesOrCharsText(x)
			if !ok {
				return formatArgTypeError('s', a)
			}
			f.put(s)
		}
	case 'i':
		if _, err := f.next(); err != nil {
			return err
		}
	case '@':
		a, err := f.next()
		if err != nil {
			return err
		}
		return f.callGoal(a)
	case 'w', 'p', 'q', 'k':
		a, err := f.next()
		if err != nil {
			return err
		}
		var o writeOpts
		switch d {
		case 'w':
			o = optsWrite(m)
		case 'p':
			o = optsPrint(m)
		case 'q':
			o = optsWriteq(m)
		case 'k':
			o = optsCanonical(m, a)
		}
		text, err := formatTerm(m, a, o)
		if err != nil {
			return err
		}
		f.putWritten(text)
	case 'W':
		a, err := f.next()
		if err != nil {
			return err
		}
		optList, err := f.next()
		if err != nil {
			return err
		}
		o, err := parseWriteOptions(m, optList)
		if err != nil {
			return err
		}
		text, err := formatTerm(m, a, o)
		f.putWritten(text)
		if err != nil {
			return err
		}
	default:
		return unknownDirective(d)
	}
	return nil
}

// errGoalFailed is what run returns when the goal of a ~@ directive
// failed: format/2,3 then fail, the text before it written, as in
// SWI-Prolog.
var errGoalFailed = errors.New("format: ~@ goal failed")

// callGoal runs the goal of ~@ once, as \+ \+ Goal does (its bindings
// are undone, as SWI-Prolog's are), its output captured and put where
// the directive is, at the column the directive is at.
func (f *formatter) callGoal(a engine.Term) error {
	goal, err := callableArg(a)
	if err != nil {
		return err
	}
	m := f.m
	h := m.RedirectOutput(nil)
	m.Out.Column = f.column
	ok, err := m.Once(engine.NewCompound(atomNegation, engine.NewCompound(atomNegation, goal)))
	text, _ := m.EndRedirect(h)
	f.putWritten(text)
	if err != nil {
		return goalErrorContext(err, goal)
	}
	if !ok {
		return errGoalFailed
	}
	return nil
}

// goalErrorContext gives an unknown procedure that the goal of ~@ met
// the context SWI-Prolog's error has when no predicate of the program's
// called it: the C function that calls the goal, or the meta-call of a
// control construct.
func goalErrorContext(err error, goal engine.Term) error {
	pi := engine.PI(engine.Intern("$c_call_prolog"), 0)
	if name, arity, ok := engine.Functor(goal); ok && isControl(name.Name, arity) {
		pi = engine.PI(engine.Intern("<meta-call>"), 1)
	}
	return unknownProcedureContext(err, pi)
}

// unknownProcedureContext gives the error of an unknown procedure that
// a goal run from Go met, when no predicate called it, the context
// system:PI, the predicate that called the goal in SWI-Prolog.
func unknownProcedureContext(err error, pi engine.Term) error {
	e, ok := err.(*engine.Exception)
	if !ok {
		return err
	}
	if _, ok := unknownProcedurePI(e.Ball); !ok {
		return err
	}
	ball := engine.Deref(e.Ball).(*engine.Compound)
	if c, ok := engine.Deref(ball.Args[1]).(*engine.Compound); ok && c.Name == atomContext && len(c.Args) == 2 {
		return err
	}
	return engine.Throw(engine.NewCompound(engine.AtomError, ball.Args[0],
		engine.NewCompound(atomContext, engine.NewCompound(engine.AtomColon, atomSystem, pi), &engine.Var{})))
}

// isControl reports whether Name/Arity is a control construct that
// SWI-Prolog runs as a meta-call.
func isControl(name string, arity int) bool {
	switch arity {
	case 1:
		return name == "\\+"
	case 2:
		return name == "," || name == ";" || name == "->" || name == "*->"
	}
	return false
}

// codesOrCharsText returns the text of a code list or a char list; unlike
// textOfList it rejects lists that mix codes and chars, as ~s does.
func codesOrCharsText(t engine.Term) (string, bool) {
	xs, ok := engine.ListToSlice(t)
	if !ok {
		return "", false
	}
	codes := 0
	for _, x := range xs {
		if _, isInt := engine.Deref(x).(engine.Int); isInt {
			codes++
		}
	}
	if codes != 0 && codes != len(xs) {
		return "", false
	}
	return textOfList(t)
}

// fmtBigInt returns an integer value as a big.Int.
func fmtBigInt(v engine.Term) (*big.Int, bool) {
	switch x := v.(type) {
	case engine.Int:
		return big.NewInt(int64(x)), true
	case *engine.BigInt:
		return x.Big(), true
	}
	return nil, false
}

// fixedPoint writes n with a decimal point before its last frac digits.
func fixedPoint(n *big.Int, frac int) string {
	return formatDecimal(n.Sign() < 0, new(big.Int).Abs(n).String(), frac, false)
}

// formatDecimal writes the decimal digits of an integer (negative when
// neg) with a decimal point before the last frac digits, grouping the
// integer part by thousands when group is set (~D).
func formatDecimal(neg bool, digits string, frac int, group bool) string {
	if frac > 0 && len(digits) <= frac {
		digits = strings.Repeat("0", frac+1-len(digits)) + digits
	}
	intPart, fracPart := digits[:len(digits)-frac], digits[len(digits)-frac:]
	if group {
		intPart = groupedDigits(intPart, ",")
	}
	s := intPart
	if frac > 0 {
		s += "." + fracPart
	}
	if neg {
		s = "-" + s
	}
	return s
}

// formatFloat renders a number as C's printf %.<prec><d> does; integers
// under ~f are printed exactly, as SWI-Prolog does for big integers.
// The decimal digits of a big integer come from text (which polls the
// query for a huge one); its error is returned.
func formatFloat(v engine.Term, d rune, prec int, text func(*big.Int) (string, error)) (string, bool, error) {
	var x float64
	switch n := v.(type) {
	case engine.Float:
		x = float64(n)
	case engine.Int:
		if d == 'f' {
			return fixedPoint(new(big.Int).Mul(big.NewInt(int64(n)), fmtPow10(prec)), prec), true, nil
		}
		x = float64(n)
	case *engine.BigInt:
		if d == 'f' || d == 'e' || d == 'E' {
			b := n.Big()
			if d == 'f' {
				b = new(big.Int).Mul(b, fmtPow10(prec))
			}
			digits, err := text(new(big.Int).Abs(b))
			if err != nil {
				return "", false, err
			}
			if d == 'f' {
				return formatDecimal(b.Sign() < 0, digits, prec, false), true, nil
			}
			return bigE(b.Sign() < 0, digits, d, prec), true, nil
		}
		x, _ = new(big.Float).SetInt(n.Big()).Float64()
	case *engine.Rat:
		if d == 'f' {
			return fixedPoint(ratScaled(n.Rat(), prec), prec), true, nil
		}
		x, _ = n.Rat().Float64()
	default:
		return "", false, nil
	}
	if math.IsInf(x, 0) || math.IsNaN(x) {
		s := "inf"
		if math.IsNaN(x) {
			s = "nan"
		} else if x < 0 {
			s = "-inf"
		}
		if d == 'E' || d == 'G' {
			s = strings.ToUpper(s)
		}
		return s, true, nil
	}
	switch d {
	case 'f':
		return strconv.FormatFloat(x, 'f', prec, 64), true, nil
	case 'e':
		return strconv.FormatFloat(x, 'e', prec, 64), true, nil
	case 'E':
		return strconv.FormatFloat(x, 'E', prec, 64), true, nil
	}
	s := cFormatG(x, prec)
	if d == 'G' {
		s = strings.ToUpper(s)
	}
	return s, true, nil
}

// ratScaled is q times 10^prec rounded to an integer, half away from
// zero, as SWI-Prolog rounds a rational under ~Nf.
func ratScaled(q *big.Rat, prec int) *big.Int {
	a := new(big.Rat).Abs(q)
	a.Mul(a, new(big.Rat).SetInt(fmtPow10(prec)))
	a.Add(a, big.NewRat(1, 2))
	z := new(big.Int).Quo(a.Num(), a.Denom())
	if q.Sign() < 0 {
		z.Neg(z)
	}
	return z
}

// formatBigE renders a big integer as C's %.<prec>e would render its
// exact value, as SWI-Prolog does (1.000000e+400 where a double would be
// inf): the decimal digits rounded half away from zero to prec+1
// significant ones.
func formatBigE(x *big.Int, d rune, prec int) string {
	return bigE(x.Sign() < 0, new(big.Int).Abs(x).String(), d, prec)
}

// bigE is formatBigE of the integer whose decimal digits are digits,
// negative when neg.
func bigE(neg bool, digits string, d rune, prec int) string {
	exp := len(digits) - 1
	keep := prec + 1
	var mant []byte
	if keep >= len(digits) {
		mant = append([]byte(digits), strings.Repeat("0", keep-len(digits))...)
	} else {
		mant = []byte(digits[:keep])
		if digits[keep] >= '5' {
			i := keep - 1
			for ; i >= 0 && mant[i] == '9'; i-- {
				mant[i] = '0'
			}
			if i < 0 {
				// 999.. rounded up to 1000..: one more digit of exponent.
				mant = append([]byte{'1'}, mant[:keep-1]...)
				exp++
			} else {
				mant[i]++
			}
		}
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	b.WriteByte(mant[0])
	if prec > 0 {
		b.WriteByte('.')
		b.Write(mant[1:])
	}
	b.WriteRune(d)
	if exp < 10 {
		b.WriteString("+0")
	} else {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(exp))
	return b.String()
}

func fmtPow10(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// cFormatG implements C's %.<prec>g: %e or %f by the exponent, then
// trailing zeros removed.
func cFormatG(x float64, prec int) string {
	if prec == 0 {
		prec = 1
	}
	e := strconv.FormatFloat(x, 'e', prec-1, 64)
	exp, _ := strconv.Atoi(e[strings.LastIndexByte(e, 'e')+1:])
	var s string
	if exp < -4 || exp >= prec {
		mant, expPart := e[:strings.LastIndexByte(e, 'e')], e[strings.LastIndexByte(e, 'e'):]
		s = trimZeros(mant) + expPart
	} else {
		s = trimZeros(strconv.FormatFloat(x, 'f', prec-1-exp, 64))
	}
	return s
}

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// formatTo runs format on stream s: the text is written even when a
// directive raises an error, as SWI-Prolog emits output as it goes.
func formatTo(m *engine.Machine, s *engine.Stream, fmtT, argsT engine.Term) (bool, error) {
	fs, err := formatText(fmtT)
	if err != nil {
		// SWI-Prolog's format/1,2 pass their format on to format/3,
		// which raises this error.
		if e, ok := err.(*engine.Exception); ok {
			return false, e.WithContext(atomFormat, 3)
		}
		return false, err
	}
	text, err := formatString(m, s.Column, fs, argsT)
	if e := emitText(s, text); err == nil || err == errGoalFailed && e != nil {
		err = e
	}
	if err == errGoalFailed {
		return false, nil
	}
	return err == nil, err
}

// formatString formats fs starting at the given output column.
func formatString(m *engine.Machine, column int, fs string, argsT engine.Term) (string, error) {
	f := &formatter{m: m, column: column}
	f.args = formatArgs(argsT, f.argBuf[:])
	// Room for the text and a few arguments' worth, at once.
	f.done.Grow(len(fs) + 32)
	err := f.run(fs)
	return f.text(), err
}

// formatHookText is engine.Hooks.FormatText: the text of format/3 to a
// term, which the caller makes by calling format/3 itself when this
// returns an error. A format that may call a goal (~@) is refused
// before it runs anything, so that the goal runs once, there.
func formatHookText(m *engine.Machine, format, args engine.Term) (string, error) {
	fs, err := formatText(format)
	if err != nil {
		return "", err
	}
	if strings.Contains(fs, "~@") {
		return "", errGoalFailed
	}
	return formatString(m, 0, fs, args)
}

// sinkKind recognises format/3 and with_output_to/2 output specs:
// atom(A), string(S), codes(C), codes(C,T), chars(C), chars(C,T).
func sinkKind(t engine.Term) (*engine.Compound, bool) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok {
		return nil, false
	}
	switch {
	case len(c.Args) == 1 && (c.Name == atomAtom || c.Name == atomString || c.Name == atomCodes || c.Name == atomChars):
		return c, true
	case len(c.Args) == 2 && (c.Name == atomCodes || c.Name == atomChars):
		return c, true
	}
	return nil, false
}

// unifySink unifies the captured text with the sink's argument(s).
func unifySink(m *engine.Machine, sink *engine.Compound, text string) bool {
	var v engine.Term
	switch sink.Name {
	case atomAtom:
		v = engine.Intern(text)
	case atomString:
		v = engine.String(text)
	case atomCodes, atomChars:
		var ts []engine.Term
		for _, r := range text {
			if sink.Name == atomCodes {
				ts = append(ts, engine.MakeInt(int64(r)))
			} else {
				ts = append(ts, engine.Intern(string(r)))
			}
		}
		if len(sink.Args) == 2 {
			return m.Unify(sink.Args[0], engine.ListWithTail(sink.Args[1], ts...))
		}
		v = engine.List(ts...)
	}
	return m.Unify(sink.Args[0], v)
}

func bFormat1(m *engine.Machine, args []engine.Term) (bool, error) {
	ok, err := formatTo(m, m.Out, args[0], engine.AtomNil)
	if e, isExc := err.(*engine.Exception); isExc {
		// SWI-Prolog's format/1 is format/2 with no arguments.
		return false, e.WithContext(atomFormat, 2)
	}
	return ok, err
}

func bFormat2(m *engine.Machine, args []engine.Term) (bool, error) {
	return formatTo(m, m.Out, args[0], args[1])
}

func bFormat3(m *engine.Machine, args []engine.Term) (bool, error) {
	dest := engine.Deref(args[0])
	if sink, ok := sinkKind(dest); ok {
		fs, err := formatText(args[1])
		if err != nil {
			return false, err
		}
		text, err := formatString(m, 0, fs, args[2])
		if err == errGoalFailed {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		return unifySink(m, sink, text), nil
	}
	switch dest.(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
	default:
		if !engine.IsStreamTerm(dest) {
			return false, engine.TypeError("output", dest)
		}
	}
	s, err := textOutputStreamArg(m, dest)
	if err != nil {
		return false, err
	}
	return formatTo(m, s, args[1], args[2])
}

// with_output_to/2 is a library clause (lib/control.pl) over three
// helpers, so that its goal runs on whichever machine called it:
// '$output_to_begin'(Sink, Goal, H) checks the arguments and redirects
// current output (engine.Machine.RedirectOutput), '$output_to_end'(H,
// Sink) puts it back and unifies Sink with the text captured, and
// '$output_to_restore'(H), the cleanup that runs however the goal ends,
// puts it back if the goal failed or raised an error.

var atomWithOutputTo = engine.Intern("with_output_to")

func bOutputToBegin(m *engine.Machine, args []engine.Term) (bool, error) {
	to, err := outputToSink(m, args[0], args[1])
	if err != nil {
		if e, ok := err.(*engine.Exception); ok {
			err = e.WithContext(atomWithOutputTo, 2)
		}
		return false, err
	}
	return m.Unify(args[2], engine.MakeInt(m.RedirectOutput(to))), nil
}

// outputToSink checks with_output_to/2's arguments, in SWI-Prolog's
// order, and returns the stream that a stream sink names (nil for a sink
// that captures text).
func outputToSink(m *engine.Machine, sinkArg, goal engine.Term) (*engine.Stream, error) {
	dest := engine.Deref(sinkArg)
	if _, ok := dest.(*engine.Var); ok {
		return nil, engine.InstantiationError()
	}
	var to *engine.Stream
	if _, ok := sinkKind(dest); !ok {
		if _, isAtom := dest.(*engine.Atom); !isAtom && !engine.IsStreamTerm(dest) {
			return nil, engine.TypeError("output", dest)
		}
		// A stream or alias is a sink too, as in SWI-Prolog; an atom
		// that names no stream is existence_error(stream, A).
		s, err := textOutputStreamArg(m, dest)
		if err != nil {
			return nil, err
		}
		to = s
	}
	if _, ok := engine.Deref(goal).(*engine.Var); ok {
		return nil, engine.InstantiationError()
	}
	return to, nil
}

func bOutputToEnd(m *engine.Machine, args []engine.Term) (bool, error) {
	text, captured := m.EndRedirect(redirectHandle(args[0]))
	if sink, ok := sinkKind(args[1]); ok && captured {
		return unifySink(m, sink, text), nil
	}
	return true, nil
}

func bOutputToRestore(m *engine.Machine, args []engine.Term) (bool, error) {
	m.DropRedirect(redirectHandle(args[0]))
	return true, nil
}

// redirectHandle is the handle '$output_to_begin'/3 made.
func redirectHandle(t engine.Term) int64 {
	n, _ := engine.Deref(t).(engine.Int)
	return int64(n)
}

var formatBuiltins = []engine.BuiltinSpec{
	{Name: "format", Arity: 1, Fn: bFormat1},
	{Name: "format", Arity: 2, Fn: bFormat2},
	{Name: "format", Arity: 3, Fn: bFormat3},
	{Name: "$output_to_begin", Arity: 3, Fn: bOutputToBegin},
	{Name: "$output_to_end", Arity: 2, Fn: bOutputToEnd},
	{Name: "$output_to_restore", Arity: 1, Fn: bOutputToRestore},
}
