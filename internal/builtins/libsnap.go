package builtins

import (
	"encoding/binary"
	"errors"
	"math"
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

// The system library (lib/*.pl) is read once, when it changes, and kept
// in lib/library.snap as a snapshot of its clauses: decoding the snapshot
// at start-up takes a fraction of the time the reader takes on the source
// text, and start-up time is what a student running `goprolog -g halt`
// or a script waits for. TestLibrarySnapshot fails when the snapshot is
// not the encoding of the current source; `go test ./internal/builtins -run
// LibrarySnapshot -update` rewrites it.
//
// The format: the magic string, a table of the atoms used, then the
// clauses, each as the number of its variables and its term in prefix
// order. Numbers are varints (encoding/binary).

const snapMagic = "goprolog-library-1\n"

// Term tags of the snapshot format.
const (
	snapVar      = iota // variable number
	snapAtom            // atom table index
	snapInt             // varint
	snapFloat           // IEEE bits
	snapString          // length and bytes
	snapCompound        // name's atom index, arity, then the arguments
	snapBig             // length and decimal digits
	snapNil             // [], which is not the atom '[]' (SWI-Prolog 7)
)

// encodeLibrary encodes clauses, which must be free of attributed and
// cyclic terms (library source text can hold neither).
func encodeLibrary(clauses []engine.Term) []byte {
	var atoms []string
	atomIndex := map[*engine.Atom]int{}
	atomOf := func(a *engine.Atom) int {
		i, ok := atomIndex[a]
		if !ok {
			i = len(atoms)
			atomIndex[a] = i
			atoms = append(atoms, a.Name)
		}
		return i
	}
	var body []byte
	body = binary.AppendUvarint(body, uint64(len(clauses)))
	for _, cl := range clauses {
		vars := map[*engine.Var]int{}
		var code []byte
		stack := []engine.Term{cl}
		for len(stack) > 0 {
			t := engine.Deref(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			switch x := t.(type) {
			case *engine.Var:
				i, ok := vars[x]
				if !ok {
					i = len(vars)
					vars[x] = i
				}
				code = binary.AppendUvarint(append(code, snapVar), uint64(i))
			case *engine.Atom:
				if x == engine.AtomNil {
					code = append(code, snapNil)
					break
				}
				code = binary.AppendUvarint(append(code, snapAtom), uint64(atomOf(x)))
			case engine.Int:
				code = binary.AppendVarint(append(code, snapInt), int64(x))
			case engine.Float:
				code = binary.AppendUvarint(append(code, snapFloat), math.Float64bits(float64(x)))
			case engine.String:
				code = binary.AppendUvarint(append(code, snapString), uint64(len(x)))
				code = append(code, x...)
			case *engine.BigInt:
				s := x.Big().String()
				code = binary.AppendUvarint(append(code, snapBig), uint64(len(s)))
				code = append(code, s...)
			case *engine.Compound:
				code = binary.AppendUvarint(append(code, snapCompound), uint64(atomOf(x.Name)))
				code = binary.AppendUvarint(code, uint64(len(x.Args)))
				for i := len(x.Args) - 1; i >= 0; i-- {
					stack = append(stack, x.Args[i])
				}
			}
		}
		body = binary.AppendUvarint(body, uint64(len(vars)))
		body = append(body, code...)
	}
	out := []byte(snapMagic)
	out = binary.AppendUvarint(out, uint64(len(atoms)))
	for _, a := range atoms {
		out = binary.AppendUvarint(out, uint64(len(a)))
		out = append(out, a...)
	}
	return append(out, body...)
}

var errBadSnapshot = errors.New("corrupt library snapshot")

// snapReader reads the varints and byte strings of a snapshot, keeping
// the first error.
type snapReader struct {
	data []byte
	err  error
}

func (r *snapReader) uvarint() uint64 { return readNumber(r, binary.Uvarint) }

func (r *snapReader) varint() int64 { return readNumber(r, binary.Varint) }

// readNumber reads a number with binary.Uvarint or binary.Varint.
func readNumber[T uint64 | int64](r *snapReader, read func([]byte) (T, int)) T {
	v, n := read(r.data)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.data = r.data[n:]
	return v
}

func (r *snapReader) bytes() string {
	n := r.uvarint()
	if n > uint64(len(r.data)) {
		r.fail()
		return ""
	}
	s := string(r.data[:n])
	r.data = r.data[n:]
	return s
}

func (r *snapReader) tag() byte {
	if len(r.data) == 0 {
		r.fail()
		return 0
	}
	b := r.data[0]
	r.data = r.data[1:]
	return b
}

func (r *snapReader) fail() {
	if r.err == nil {
		r.err = errBadSnapshot
	}
	r.data = nil
}

// decodeLibrary decodes a snapshot made by encodeLibrary; m makes the
// clauses' variables.
func decodeLibrary(m *engine.Machine, data []byte) ([]engine.Term, error) {
	if len(data) < len(snapMagic) || string(data[:len(snapMagic)]) != snapMagic {
		return nil, errBadSnapshot
	}
	r := &snapReader{data: data[len(snapMagic):]}
	atoms := make([]*engine.Atom, min(r.uvarint(), uint64(len(r.data))))
	for i := range atoms {
		atoms[i] = engine.Intern(r.bytes())
	}
	atom := func() *engine.Atom {
		if i := r.uvarint(); i < uint64(len(atoms)) {
			return atoms[i]
		}
		r.fail()
		return engine.AtomNil
	}
	clauses := make([]engine.Term, 0, min(r.uvarint(), uint64(len(r.data))))
	type open struct {
		c    *engine.Compound
		next int
	}
	var stack []open
	for n := cap(clauses); n > 0 && r.err == nil; n-- {
		vars := make([]engine.Term, min(r.uvarint(), uint64(len(r.data))))
		for i := range vars {
			vars[i] = m.NewVar()
		}
		var done engine.Term
		for done == nil && r.err == nil {
			var t engine.Term
			switch r.tag() {
			case snapVar:
				if i := r.uvarint(); i < uint64(len(vars)) {
					t = vars[i]
				} else {
					r.fail()
				}
			case snapAtom:
				t = atom()
			case snapNil:
				t = engine.AtomNil
			case snapInt:
				t = engine.MakeInt(r.varint())
			case snapFloat:
				t = engine.Float(math.Float64frombits(r.uvarint()))
			case snapString:
				t = engine.String(r.bytes())
			case snapBig:
				b, ok := new(big.Int).SetString(r.bytes(), 10)
				if !ok {
					r.fail()
				}
				t = engine.MakeBig(b)
			case snapCompound:
				name := atom()
				c := engine.NewCompoundN(name, int(r.uvarint()))
				if len(c.Args) > 0 {
					stack = append(stack, open{c: c})
					continue
				}
				t = c
			default:
				r.fail()
			}
			// Place t in the innermost open compound; a compound that
			// is complete is placed in turn in the one around it.
			for t != nil {
				if len(stack) == 0 {
					done = t
					break
				}
				top := &stack[len(stack)-1]
				top.c.Args[top.next] = t
				top.next++
				if t = nil; top.next == len(top.c.Args) {
					t = top.c
					stack = stack[:len(stack)-1]
				}
			}
		}
		clauses = append(clauses, done)
	}
	if r.err == nil && len(r.data) != 0 {
		r.fail()
	}
	return clauses, r.err
}
