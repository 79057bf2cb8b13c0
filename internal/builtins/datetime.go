package builtins

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// Dates and times as SWI-Prolog 9 gives them: stamp_date_time/3,
// date_time_stamp/2 and format_time/3. A time stamp is a number of
// seconds since 1970-01-01 UTC; a date is date(Y, M, D, H, Mn, S, Off,
// TZ, DST), where S is a float, Off the offset in seconds west of UTC,
// TZ the zone's name or -, and DST true, false or - (unknown), or
// date(Y, M, D) for midnight, local time. The local time zone is the
// process's (the TZ environment variable).

var (
	atomDate  = engine.Intern("date")
	atomUTC   = engine.Intern("UTC")
	atomLocal = engine.Intern("local")
	atomDash  = engine.Intern("-")
	atomTrue  = engine.Intern("true")
	atomFalse = engine.Intern("false")
)

// stampSeconds splits a float stamp into seconds and nanoseconds. A
// stamp beyond the 64-bit range of seconds (or NaN) is the most negative
// one, as in SWI-Prolog, whose C conversion gives that value: 1.0e20 and
// inf give the date time.Unix and SWI-Prolog give for it.
func stampSeconds(f float64) (sec int64, nsec int64) {
	if math.IsNaN(f) || f >= math.MaxInt64 || f < math.MinInt64 {
		return math.MinInt64, 0
	}
	fl := math.Floor(f)
	sec = int64(fl)
	nsec = int64((f - fl) * 1e9)
	if nsec > 999999999 {
		nsec = 999999999
	}
	return sec, nsec
}

// stampArg reads a time stamp: an integer, big integer or float.
func stampArg(t engine.Term) (sec, nsec int64, err error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return 0, 0, engine.InstantiationError()
	case engine.Int:
		return int64(x), 0, nil
	case *engine.BigInt:
		return math.MinInt64, 0, nil
	case engine.Float:
		s, n := stampSeconds(float64(x))
		return s, n, nil
	}
	return 0, 0, engine.TypeError("float", t)
}

// stampDateTime implements stamp_date_time(+Stamp, -DateTime, +TimeZone):
// TimeZone is an offset in seconds west of UTC, 'UTC' or local.
func stampDateTime(m *engine.Machine, args []engine.Term) (bool, error) {
	sec, nsec, err := stampArg(args[0])
	if err != nil {
		return false, err
	}
	var loc *time.Location
	var tzName, dst engine.Term = atomDash, atomDash
	switch z := engine.Deref(args[2]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Int:
		if int64(z) > math.MaxInt32 || int64(z) < math.MinInt32 {
			return false, engine.DomainError("timezone", z)
		}
		loc = time.FixedZone("", -int(z))
	case *engine.Atom:
		switch z {
		case atomUTC:
			loc, tzName = time.UTC, atomUTC
		case atomLocal:
			loc = time.Local
		default:
			return false, engine.DomainError("timezone", z)
		}
	default:
		return false, engine.TypeError("integer", z)
	}
	t := time.Unix(sec, 0).In(loc)
	name, east := t.Zone()
	if loc == time.Local {
		tzName, dst = engine.Intern(name), atomFalse
		if t.IsDST() {
			dst = atomTrue
		}
	}
	seconds := float64(t.Second()) + float64(nsec)/1e9
	d := engine.NewCompound(atomDate,
		engine.MakeInt(int64(t.Year())), engine.MakeInt(int64(t.Month())), engine.MakeInt(int64(t.Day())),
		engine.MakeInt(int64(t.Hour())), engine.MakeInt(int64(t.Minute())), engine.Float(seconds),
		engine.MakeInt(int64(-east)), tzName, dst)
	return m.Unify(args[1], d), nil
}

// brokenDate is a date term read by dateArg: its fields, the instant it
// names, and the zone to show it in.
type brokenDate struct {
	year, month, day, hour, minute int64
	sec                            int64
	nsec                           int64
	offset                         int64 // seconds west of UTC
	offsetVar                      engine.Term
	zone                           string // "" when the term gives none
	stamp                          float64
}

// dateIntField reads an integer field of a date.
func dateIntField(t engine.Term) (int64, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		return int64(x), nil
	case *engine.BigInt:
		return 0, engine.RepresentationError("int")
	}
	return 0, engine.TypeError("integer", t)
}

// dateArg reads date/9 or date/3. A date/9 whose offset is unbound is
// local time, and the offset of that local time is returned to be bound.
func dateArg(t engine.Term) (*brokenDate, error) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || c.Name != atomDate || (len(c.Args) != 9 && len(c.Args) != 3) {
		if _, isVar := engine.Deref(t).(*engine.Var); isVar {
			return nil, engine.InstantiationError()
		}
		return nil, engine.TypeError("time", t)
	}
	d := &brokenDate{}
	fields := []*int64{&d.year, &d.month, &d.day, &d.hour, &d.minute}
	for i := 0; i < len(fields) && i < len(c.Args); i++ {
		v, err := dateIntField(c.Args[i])
		if err != nil {
			return nil, err
		}
		*fields[i] = v
	}
	// The fields are C ints in SWI-Prolog; within them time.Date cannot
	// overflow.
	for _, p := range fields {
		if *p > math.MaxInt32 || *p < math.MinInt32 {
			return nil, engine.RepresentationError("int")
		}
	}
	local := true
	if len(c.Args) == 9 {
		switch s := engine.Deref(c.Args[5]).(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case engine.Int:
			d.sec = int64(s)
		case engine.Float:
			fl := math.Floor(float64(s))
			if math.IsNaN(fl) || math.IsInf(fl, 0) || math.Abs(fl) > math.MaxInt32 {
				return nil, engine.RepresentationError("int")
			}
			d.sec, d.nsec = int64(fl), int64((float64(s)-fl)*1e9)
		default:
			return nil, engine.TypeError("float", s)
		}
		if d.sec > math.MaxInt32 || d.sec < math.MinInt32 {
			return nil, engine.RepresentationError("int")
		}
		switch off := engine.Deref(c.Args[6]).(type) {
		case *engine.Var:
			d.offsetVar = off
		case engine.Int:
			if int64(off) > math.MaxInt32 || int64(off) < math.MinInt32 {
				return nil, engine.RepresentationError("int")
			}
			d.offset, local = int64(off), false
		default:
			return nil, engine.TypeError("integer", off)
		}
		if z, ok := engine.Deref(c.Args[7]).(*engine.Atom); ok && z != atomDash {
			d.zone = z.Name
		}
		switch dst := engine.Deref(c.Args[8]).(type) {
		case *engine.Var:
		case *engine.Atom:
			if dst != atomTrue && dst != atomFalse && dst != atomDash {
				return nil, engine.TypeError("bool", dst)
			}
		default:
			return nil, engine.TypeError("bool", dst)
		}
	}
	loc := time.UTC
	if local {
		loc = time.Local
	}
	tm := time.Date(int(d.year), time.Month(d.month), int(d.day), int(d.hour), int(d.minute), int(d.sec), 0, loc)
	unix := tm.Unix()
	if local {
		zone, east := tm.Zone()
		d.offset = int64(-east)
		if d.zone == "" {
			d.zone = zone
		}
	} else {
		unix += d.offset
	}
	d.stamp = float64(unix) + float64(d.nsec)/1e9
	return d, nil
}

// dateTimeStamp implements date_time_stamp(+DateTime, -Stamp).
func dateTimeStamp(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := dateArg(args[0])
	if err != nil {
		return false, err
	}
	if d.offsetVar != nil && !m.Unify(d.offsetVar, engine.MakeInt(d.offset)) {
		return false, nil
	}
	return m.Unify(args[1], engine.Float(d.stamp)), nil
}

// timeToFormat is what format_time/3 formats: the broken-down time, the
// zone's name and offset (seconds east), and the stamp's fraction of a
// second.
type timeToFormat struct {
	t     time.Time
	zone  string
	east  int
	nsec  int64
	stamp float64
	// raw holds a date term's year, month, day, hour, minute and second
	// as given: SWI-Prolog prints these fields without normalising them
	// (date(2023, 14, 35, ...) prints as 2023-14-35), and computes the
	// others (weekday, day of the year, names) from the instant.
	raw *[6]int
}

// field returns the year, month, day, hour, minute or second (0..5).
func (tf *timeToFormat) field(i int) int {
	if tf.raw != nil {
		return tf.raw[i]
	}
	t := tf.t
	return [6]int{t.Year(), int(t.Month()), t.Day(), t.Hour(), t.Minute(), t.Second()}[i]
}

// formatTimeArg reads format_time/3's time: a stamp (shown in local
// time) or a date term (shown with its own offset).
func formatTimeArg(t engine.Term) (*timeToFormat, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return nil, engine.InstantiationError()
	case engine.Int, *engine.BigInt, engine.Float:
		sec, nsec, err := stampArg(x)
		if err != nil {
			return nil, err
		}
		tm := time.Unix(sec, 0).In(time.Local)
		zone, east := tm.Zone()
		stamp := float64(sec)
		if f, ok := x.(engine.Float); ok && !math.IsInf(float64(f), 0) && !math.IsNaN(float64(f)) {
			stamp = float64(f)
		}
		return &timeToFormat{t: tm, zone: zone, east: east, nsec: nsec, stamp: stamp}, nil
	case *engine.Compound:
		d, err := dateArg(x)
		if err != nil {
			return nil, err
		}
		east := int(-d.offset)
		zone := d.zone
		if zone == "" {
			zone, _ = time.Now().In(time.Local).Zone()
		}
		tm := time.Unix(int64(math.Floor(d.stamp)), 0).In(time.FixedZone(zone, east))
		raw := [6]int{int(d.year), int(d.month), int(d.day), int(d.hour), int(d.minute), int(d.sec)}
		return &timeToFormat{t: tm, zone: zone, east: east, nsec: d.nsec, stamp: d.stamp, raw: &raw}, nil
	}
	return nil, engine.TypeError("time", t)
}

// formatTime implements format_time(+Out, +Format, +Time): Out is a
// stream or atom(A), string(S), codes(C), codes(C, T), chars(C) or
// chars(C, T).
func formatTime(m *engine.Machine, args []engine.Term) (bool, error) {
	dest := engine.Deref(args[0])
	if _, ok := dest.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	fs, err := formatText(args[1])
	if err != nil {
		return false, err
	}
	tf, err := formatTimeArg(args[2])
	if err != nil {
		return false, err
	}
	if !bindLocalZone(m, args[2], tf) {
		return false, nil
	}
	text, err := tf.format(fs)
	if err != nil {
		return false, err
	}
	if sink, ok := sinkKind(dest); ok {
		return unifySink(m, sink, text), nil
	}
	s, err := textOutputStreamArg(m, dest)
	if err != nil {
		return false, err
	}
	return true, emitText(s, text)
}

// bindLocalZone binds the offset, zone and DST of a date/9 whose offset
// is unbound (local time) to those format_time/3 used, as SWI-Prolog
// does.
func bindLocalZone(m *engine.Machine, t engine.Term, tf *timeToFormat) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || len(c.Args) != 9 {
		return true
	}
	if _, ok := engine.Deref(c.Args[6]).(*engine.Var); !ok {
		return true
	}
	dst := atomFalse
	if tf.t.In(time.Local).IsDST() {
		dst = atomTrue
	}
	return m.Unify(c.Args[6], engine.MakeInt(int64(-tf.east))) &&
		m.Unify(c.Args[7], engine.Intern(tf.zone)) && m.Unify(c.Args[8], dst)
}

var (
	weekdayNames = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	monthNames   = [...]string{"January", "February", "March", "April", "May", "June",
		"July", "August", "September", "October", "November", "December"}
)

// format expands the % directives of fs, in the C locale as SWI-Prolog
// does by default. An unknown directive is existence_error(format,
// '%C'), as in SWI-Prolog.
func (tf *timeToFormat) format(fs string) (string, error) {
	var b strings.Builder
	t := tf.t
	rs := []rune(fs)
	for i := 0; i < len(rs); i++ {
		if rs[i] != '%' {
			b.WriteRune(rs[i])
			continue
		}
		i++
		// An optional digit count (for %f) and the : of %:z.
		digits := -1
		for i < len(rs) && rs[i] >= '0' && rs[i] <= '9' {
			if digits < 0 {
				digits = 0
			}
			if digits < 100 {
				digits = digits*10 + int(rs[i]-'0')
			}
			i++
		}
		colon := false
		if i < len(rs) && rs[i] == ':' {
			colon = true
			i++
		}
		if i >= len(rs) {
			return "", engine.ExistenceError("format", engine.Intern("%"))
		}
		d := rs[i]
		if colon && d != 'z' {
			return "", engine.ExistenceError("format", engine.Intern("%:"))
		}
		year, month, day, hour, minute, second := tf.field(0), tf.field(1), tf.field(2), tf.field(3), tf.field(4), tf.field(5)
		hour12 := hour % 12
		if hour12 == 0 {
			hour12 = 12
		}
		switch d {
		case 'a':
			b.WriteString(weekdayNames[t.Weekday()][:3])
		case 'A':
			b.WriteString(weekdayNames[t.Weekday()])
		case 'b', 'h':
			b.WriteString(monthNames[t.Month()-1][:3])
		case 'B':
			b.WriteString(monthNames[t.Month()-1])
		case 'c', '+':
			fmt.Fprintf(&b, "%s %s %2d %02d:%02d:%02d %d", weekdayNames[t.Weekday()][:3], monthNames[t.Month()-1][:3],
				day, hour, minute, second, year)
		case 'C':
			fmt.Fprintf(&b, "%02d", yearDiv(year, 100))
		case 'd':
			fmt.Fprintf(&b, "%02d", day)
		case 'D':
			fmt.Fprintf(&b, "%02d/%02d/%02d", month, day, yearMod(year, 100))
		case 'e':
			fmt.Fprintf(&b, "%2d", day)
		case 'f':
			n := digits
			if n < 0 {
				n = 6
			}
			if n > 9 {
				n = 9
			}
			if n > 0 {
				fmt.Fprintf(&b, "%0*d", n, tf.nsec/int64(math.Pow10(9-n)))
			}
		case 'F':
			fmt.Fprintf(&b, "%d-%02d-%02d", year, month, day)
		case 'g':
			y, _ := t.ISOWeek()
			fmt.Fprintf(&b, "%02d", yearMod(y, 100))
		case 'G':
			y, _ := t.ISOWeek()
			fmt.Fprintf(&b, "%d", y)
		case 'H':
			fmt.Fprintf(&b, "%02d", hour)
		case 'I':
			fmt.Fprintf(&b, "%02d", hour12)
		case 'j':
			fmt.Fprintf(&b, "%03d", t.YearDay())
		case 'k':
			fmt.Fprintf(&b, "%2d", hour)
		case 'l':
			fmt.Fprintf(&b, "%2d", hour12)
		case 'm':
			fmt.Fprintf(&b, "%02d", month)
		case 'M':
			fmt.Fprintf(&b, "%02d", minute)
		case 'n':
			b.WriteByte('\n')
		case 'p', 'P':
			ampm := "AM"
			if hour >= 12 {
				ampm = "PM"
			}
			if d == 'P' {
				ampm = strings.ToLower(ampm)
			}
			b.WriteString(ampm)
		case 'r':
			fmt.Fprintf(&b, "%02d:%02d:%02d %s", hour12, minute, second, map[bool]string{false: "AM", true: "PM"}[hour >= 12])
		case 'R':
			fmt.Fprintf(&b, "%02d:%02d", hour, minute)
		case 's':
			b.WriteString(stampText(tf.stamp))
		case 'S':
			fmt.Fprintf(&b, "%02d", second)
		case 't':
			b.WriteByte('\t')
		case 'T':
			fmt.Fprintf(&b, "%02d:%02d:%02d", hour, minute, second)
		case 'u':
			wd := int(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			fmt.Fprintf(&b, "%d", wd)
		case 'U':
			fmt.Fprintf(&b, "%02d", (t.YearDay()-1+7-int(t.Weekday()))/7)
		case 'V':
			_, w := t.ISOWeek()
			fmt.Fprintf(&b, "%02d", w)
		case 'w':
			fmt.Fprintf(&b, "%d", int(t.Weekday()))
		case 'W':
			fmt.Fprintf(&b, "%02d", (t.YearDay()-1+7-(int(t.Weekday())+6)%7)/7)
		case 'x':
			fmt.Fprintf(&b, "%02d/%02d/%02d", month, day, yearMod(year, 100))
		case 'X':
			fmt.Fprintf(&b, "%02d:%02d:%02d", hour, minute, second)
		case 'y':
			fmt.Fprintf(&b, "%02d", yearMod(year, 100))
		case 'Y':
			fmt.Fprintf(&b, "%d", year)
		case 'z':
			sign, off := '+', tf.east
			if off < 0 {
				sign, off = '-', -off
			}
			if colon {
				fmt.Fprintf(&b, "%c%02d:%02d", sign, off/3600, off%3600/60)
			} else {
				fmt.Fprintf(&b, "%c%02d%02d", sign, off/3600, off%3600/60)
			}
		case 'Z':
			b.WriteString(tf.zone)
		case '%':
			b.WriteByte('%')
		default:
			return "", engine.ExistenceError("format", engine.Intern("%"+string(d)))
		}
	}
	return b.String(), nil
}

// stampText is %s: the stamp's seconds, rounded to the nearest (half to
// even, as C's rint).
func stampText(stamp float64) string {
	r := math.RoundToEven(stamp)
	if math.Abs(r) < 1<<62 {
		return fmt.Sprintf("%d", int64(r))
	}
	f := new(big.Float).SetFloat64(r)
	i, _ := f.Int(nil)
	return i.String()
}

func yearDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func yearMod(a, b int) int {
	return a - yearDiv(a, b)*b
}

var dateTimeBuiltins = []engine.BuiltinSpec{
	{Name: "stamp_date_time", Arity: 3, Fn: stampDateTime},
	{Name: "date_time_stamp", Arity: 2, Fn: dateTimeStamp},
	{Name: "format_time", Arity: 3, Fn: formatTime},
}
