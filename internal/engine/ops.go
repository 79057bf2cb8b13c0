package engine

import "sort"

// OpType is an operator's type: xfx, xfy, yfx, fy, fx, xf or yf.
type OpType uint8

// The seven ISO operator types.
const (
	XFX OpType = iota
	XFY
	YFX
	FY
	FX
	XF
	YF
)

var opTypeNames = [...]string{"xfx", "xfy", "yfx", "fy", "fx", "xf", "yf"}

// String returns the ISO name of the type, such as "xfy".
func (t OpType) String() string { return opTypeNames[t] }

// ParseOpType returns the OpType named s.
func ParseOpType(s string) (OpType, bool) {
	for i, n := range opTypeNames {
		if n == s {
			return OpType(i), true
		}
	}
	return 0, false
}

// IsPrefix reports whether t is fy or fx.
func (t OpType) IsPrefix() bool { return t == FY || t == FX }

// IsPostfix reports whether t is xf or yf.
func (t OpType) IsPostfix() bool { return t == XF || t == YF }

// IsInfix reports whether t is xfx, xfy or yfx.
func (t OpType) IsInfix() bool { return t <= YFX }

// Op is one operator definition.
type Op struct {
	Priority int
	Type     OpType
}

// ArgPriorities returns the maximum priorities of the left and right
// arguments of an operator of this definition.
func (o Op) ArgPriorities() (left, right int) {
	p := o.Priority
	switch o.Type {
	case XFX:
		return p - 1, p - 1
	case XFY:
		return p - 1, p
	case YFX:
		return p, p - 1
	case FY:
		return 0, p
	case FX:
		return 0, p - 1
	case XF:
		return p - 1, 0
	case YF:
		return p, 0
	}
	return 0, 0
}

// OpDefs holds the definitions of one atom as an operator: at most one
// prefix, one infix and one postfix definition.
type OpDefs struct {
	Prefix, Infix, Postfix *Op
	// user has a bit per class (1 prefix, 2 infix, 4 postfix) that op/3
	// defined or removed: SWI-Prolog keeps those in module user, whose
	// table it lists before the system's.
	user uint8
}

// classBit is the bit of typ's class in OpDefs.user.
func classBit(typ OpType) uint8 {
	switch {
	case typ.IsPrefix():
		return 1
	case typ.IsInfix():
		return 2
	}
	return 4
}

// InOrder returns d's definitions in the order SWI-Prolog's current_op/3
// gives them for a bound name: those made by op/3 first, then the
// system's, each group prefix, infix, postfix.
func (d *OpDefs) InOrder() []Op {
	var ops []Op
	for _, user := range []bool{true, false} {
		for i, op := range []*Op{d.Prefix, d.Infix, d.Postfix} {
			if op != nil && (d.user&(1<<i) != 0) == user {
				ops = append(ops, *op)
			}
		}
	}
	return ops
}

// MaxPriority returns the highest priority among d's definitions (0 when
// it has none): what decides whether an operator atom needs brackets.
func (d *OpDefs) MaxPriority() int {
	n := 0
	for _, op := range []*Op{d.Prefix, d.Infix, d.Postfix} {
		if op != nil && op.Priority > n {
			n = op.Priority
		}
	}
	return n
}

// OpTable is an interpreter's operator table. The reader and the writer
// consult it live, so op/3 takes effect on the next clause read.
type OpTable struct {
	ops map[*Atom]*OpDefs
	// names are the keys of ops in Each's order, made by its first call
	// after a name was added.
	names []*Atom
}

// NewOpTable returns a table holding SWI-Prolog's default operators.
func NewOpTable() *OpTable {
	t := &OpTable{ops: map[*Atom]*OpDefs{}}
	for _, d := range defaultOps {
		for _, name := range d.names {
			t.Add(d.priority, d.typ, Intern(name))
		}
	}
	return t
}

// Lookup returns the definitions of name, or nil if it is not an operator.
func (t *OpTable) Lookup(name *Atom) *OpDefs {
	return t.ops[name]
}

// IsOp reports whether name has any operator definition.
func (t *OpTable) IsOp(name *Atom) bool {
	d := t.ops[name]
	return d != nil && (d.Prefix != nil || d.Infix != nil || d.Postfix != nil)
}

// Add defines (priority > 0) or removes (priority 0) an operator. Checking
// that the definition is permitted (ISO 8.14.3.3) is op/3's job.
func (t *OpTable) Add(priority int, typ OpType, name *Atom) {
	d := t.ops[name]
	if d == nil {
		d = &OpDefs{}
		t.ops[name] = d
		t.names = nil
	}
	var op *Op
	if priority > 0 {
		op = &Op{Priority: priority, Type: typ}
	}
	switch {
	case typ.IsPrefix():
		d.Prefix = op
	case typ.IsInfix():
		d.Infix = op
	default:
		d.Postfix = op
	}
}

// Define is Add for op/3: the definition is the user's (see OpDefs.InOrder).
func (t *OpTable) Define(priority int, typ OpType, name *Atom) {
	t.Add(priority, typ, name)
	t.ops[name].user |= classBit(typ)
}

// Each calls fn for every operator definition, in a stable order.
func (t *OpTable) Each(fn func(name *Atom, op Op)) {
	if t.names == nil {
		t.names = make([]*Atom, 0, len(t.ops))
		for a := range t.ops {
			t.names = append(t.names, a)
		}
		sort.Slice(t.names, func(i, j int) bool { return t.names[i].Name < t.names[j].Name })
	}
	for _, a := range t.names {
		d := t.ops[a]
		for _, op := range []*Op{d.Prefix, d.Infix, d.Postfix} {
			if op != nil {
				fn(a, *op)
			}
		}
	}
}

// Clone returns an independent copy of t.
func (t *OpTable) Clone() *OpTable {
	c := &OpTable{ops: make(map[*Atom]*OpDefs, len(t.ops))}
	for a, d := range t.ops {
		dd := *d
		c.ops[a] = &dd
	}
	return c
}

// defaultOps is SWI-Prolog 9's operator table (current_op/3 at start).
var defaultOps = []struct {
	priority int
	typ      OpType
	names    []string
}{
	{1200, XFX, []string{":-", "-->", "=>"}},
	{1200, FX, []string{":-", "?-"}},
	{1150, FX, []string{"dynamic", "discontiguous", "initialization", "meta_predicate", "module_transparent", "multifile", "public", "thread_local", "thread_initialization", "volatile", "table"}},
	{1105, XFY, []string{"|"}},
	{1100, XFY, []string{";"}},
	{1050, XFY, []string{"->", "*->"}},
	{1000, XFY, []string{","}},
	{900, FY, []string{`\+`}},
	{800, XFX, []string{":="}},
	{700, XFX, []string{"=", `\=`, "==", `\==`, "@<", "@>", "@=<", "@>=", "=..", "is", "=:=", `=\=`, "<", ">", "=<", ">=", ">:<", ":<", "as", "=@=", `\=@=`}},
	{600, XFY, []string{":"}},
	{500, YFX, []string{"+", "-", `/\`, `\/`}},
	{400, YFX, []string{"*", "/", "//", "rem", "mod", "div", "<<", ">>", "rdiv", "xor"}},
	{200, XFX, []string{"**"}},
	{200, XFY, []string{"^"}},
	{200, FY, []string{"-", "+", `\`}},
	{100, YFX, []string{"."}},
	{1, FX, []string{"$"}},
}
