package engine

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"
)

// Variant keys: a string that two terms share exactly when they are
// variants (=@=), which tabling uses to find the table of a call and to
// tell a new answer from one already found. A key is the term written
// out in prefix form, a tag byte before each subterm, integers and
// variable numbers (each variable numbered by its first occurrence) in
// eight bytes, texts after their length, so that no part of a key can
// imitate another.
//
// The key's format is VariantKey's alone: AppendVariantKey writes the key
// of a term of this package, and a machine with terms of its own (the WAM
// core's cells) writes the same key through the same methods.

// VariantKeyLimit bounds the size of a variant key: a cyclic term has
// none.
const VariantKeyLimit = 1 << 24

// VariantKey is a variant key being written. Opaque says that the key
// holds a database reference, written as its text, which DecodeVariantKey
// cannot make back into the reference, or an attributed variable, whose
// attributes the key leaves out.
type VariantKey struct {
	B      []byte
	Opaque bool
}

// The tags of a variant key's items.
const (
	KeyVar      = '_' // a variable: its number, in eight bytes
	KeyAtom     = 'a' // an atom other than []: its name
	KeyNil      = 'n' // [], which is not the atom '[]'
	KeyInt      = 'i' // an integer of 64 bits, in eight bytes
	KeyCompound = 'c' // a compound: its name, its arity in eight bytes, then its arguments
	KeyBig      = 'b' // a big integer: its digits in base 16
	KeyRat      = 'q' // a rational: its numerator and denominator in base 16, split by /
	KeyFloat    = 'f' // a float: its bits, in eight bytes
	KeyString   = 's' // a string: its text
	KeyRef      = 'r' // a database reference: its text
)

// Var appends the variable numbered n.
func (k *VariantKey) Var(n int) { k.B = binary.LittleEndian.AppendUint64(append(k.B, '_'), uint64(n)) }

// Atom appends the atom named name, which is not [] (see Nil).
func (k *VariantKey) Atom(name string) { k.text('a', name) }

// Nil appends [], which differs from the atom '[]' of the same name.
func (k *VariantKey) Nil() { k.B = append(k.B, KeyNil) }

// Int appends the integer n, which fits in 64 bits.
func (k *VariantKey) Int(n int64) {
	k.B = binary.LittleEndian.AppendUint64(append(k.B, 'i'), uint64(n))
}

// Compound appends the functor of a compound term, whose arguments are
// appended next, in order.
func (k *VariantKey) Compound(name string, arity int) {
	k.text('c', name)
	k.B = binary.LittleEndian.AppendUint64(k.B, uint64(arity))
}

// Atomic appends t, an atomic term other than an atom or an integer of
// 64 bits: a big integer, a rational, a float, a string or a database reference.
func (k *VariantKey) Atomic(t Term) {
	switch x := t.(type) {
	case *BigInt:
		k.text('b', x.Big().Text(16))
	case *Rat:
		k.text(KeyRat, x.Rat().Num().Text(16)+"/"+x.Rat().Denom().Text(16))
	case Float:
		k.B = binary.LittleEndian.AppendUint64(append(k.B, 'f'), math.Float64bits(float64(x)))
	case String:
		k.text('s', string(x))
	case *Clause:
		k.text('r', x.String())
		k.Opaque = true
	case *Record:
		k.text('r', x.String())
		k.Opaque = true
	}
}

// text appends s with its length after tag, so that no text can imitate
// the rest of a key.
func (k *VariantKey) text(tag byte, s string) {
	k.B = append(binary.AppendUvarint(append(k.B, tag), uint64(len(s))), s...)
}

// AppendVariantKey appends to k the variant key of t. Adding an answer
// builds a key at every call, which decimal digits and a map of the
// variables made the larger part of a tabled program's time: a term's few
// variables are found by a linear search, a map made only past a dozen.
// ok is false for a cyclic (or enormous) term.
func AppendVariantKey(k *VariantKey, t Term) (ok bool) {
	var (
		stackBuf [32]Term
		varBuf   [12]*Var
	)
	stack := append(stackBuf[:0], t)
	vars := varBuf[:0]
	var varMap map[*Var]int
	number := func(v *Var) int {
		if varMap != nil {
			n, seen := varMap[v]
			if !seen {
				n = len(varMap)
				varMap[v] = n
			}
			return n
		}
		for n, w := range vars {
			if w == v {
				return n
			}
		}
		if len(vars) < cap(varBuf) {
			vars = append(vars, v)
			return len(vars) - 1
		}
		varMap = make(map[*Var]int, 2*len(vars))
		for n, w := range vars {
			varMap[w] = n
		}
		varMap[v] = len(vars)
		return len(vars)
	}
	for len(stack) > 0 {
		if len(k.B) > VariantKeyLimit {
			return false
		}
		t := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *Var:
			if x.Attrs() != nil {
				k.Opaque = true
			}
			k.Var(number(x))
		case *Atom:
			if x == AtomNil {
				k.Nil()
			} else {
				k.Atom(x.Name)
			}
		case Int:
			k.Int(int64(x))
		case *Compound:
			k.Compound(x.Name.Name, len(x.Args))
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		default:
			k.Atomic(x)
		}
	}
	return true
}

// KeyItem is one item of a variant key, as ReadKeyItem reads it: its tag
// (KeyVar, KeyAtom, ...), its number (a variable's number, an integer,
// an arity, a float's bits) and its text (a name, digits, a string),
// which is part of the key read.
type KeyItem struct {
	Tag  byte
	N    int64
	Text []byte
}

// ReadKeyItem reads the item of key b that begins at i and returns it
// and where the next begins; ok is false when b holds no whole item there.
func ReadKeyItem(b []byte, i int) (it KeyItem, next int, ok bool) {
	if i >= len(b) {
		return it, i, false
	}
	it.Tag = b[i]
	i++
	switch it.Tag {
	case KeyNil:
		return it, i, true
	case KeyVar, KeyInt, KeyFloat:
		if i+8 > len(b) {
			return it, i, false
		}
		it.N = int64(binary.LittleEndian.Uint64(b[i:]))
		return it, i + 8, true
	case KeyAtom, KeyCompound, KeyBig, KeyRat, KeyString, KeyRef:
		n, w := binary.Uvarint(b[i:])
		if w <= 0 || uint64(len(b)-i-w) < n {
			return it, i, false
		}
		i += w
		it.Text = b[i : i+int(n) : i+int(n)]
		i += int(n)
		if it.Tag == KeyCompound {
			if i+8 > len(b) {
				return it, i, false
			}
			it.N = int64(binary.LittleEndian.Uint64(b[i:]))
			i += 8
		}
		return it, i, true
	}
	return it, i, false
}

// KeyAtomic returns the term of an item of a big integer, a rational, a
// float or a string; nil for any other item.
func KeyAtomic(it KeyItem) Term {
	switch it.Tag {
	case KeyBig:
		if n, ok := new(big.Int).SetString(string(it.Text), 16); ok {
			return MakeBig(n)
		}
	case KeyRat:
		num, den, _ := strings.Cut(string(it.Text), "/")
		n, okn := new(big.Int).SetString(num, 16)
		d, okd := new(big.Int).SetString(den, 16)
		if okn && okd && d.Sign() > 0 {
			return MakeRat(new(big.Rat).SetFrac(n, d))
		}
	case KeyFloat:
		return Float(math.Float64frombits(uint64(it.N)))
	case KeyString:
		return String(it.Text)
	}
	return nil
}

// DecodeVariantKey returns a term whose variant key is b, with a fresh
// variable for each variable b numbers; ok is false for a key that is not
// whole or holds a database reference (see VariantKey.Opaque).
func DecodeVariantKey(b []byte) (t Term, ok bool) {
	// Each compound is made with its arguments unset; slots says which
	// argument the next item fills, the last slot first.
	type slot struct {
		c *Compound
		i int
	}
	var (
		slots []slot
		vars  []*Var
		out   Term
	)
	for i := 0; i < len(b); {
		it, next, ok := ReadKeyItem(b, i)
		if !ok {
			return nil, false
		}
		i = next
		var x Term
		switch it.Tag {
		case KeyVar:
			for int64(len(vars)) <= it.N {
				if it.N > int64(len(b)) {
					return nil, false
				}
				vars = append(vars, new(Var))
			}
			x = vars[it.N]
		case KeyAtom:
			x = InternBytes(it.Text)
		case KeyNil:
			x = AtomNil
		case KeyInt:
			x = Int(it.N)
		case KeyCompound:
			if it.N <= 0 || it.N > int64(len(b)) {
				return nil, false
			}
			x = &Compound{Name: InternBytes(it.Text), Args: make([]Term, it.N)}
		case KeyRef:
			return nil, false
		default:
			if x = KeyAtomic(it); x == nil {
				return nil, false
			}
		}
		if len(slots) == 0 {
			if out != nil {
				return nil, false
			}
			out = x
		} else {
			s := &slots[len(slots)-1]
			s.c.Args[s.i] = x
			if s.i++; s.i == len(s.c.Args) {
				slots = slots[:len(slots)-1]
			}
		}
		if c, ok := x.(*Compound); ok && it.Tag == KeyCompound {
			slots = append(slots, slot{c, 0})
		}
	}
	return out, out != nil && len(slots) == 0
}

// AnswerTables are tabling's tables, for a machine that runs the tabling
// driver's built-ins on terms of its own (the WAM core): it finds a
// table and tells a new answer by the variant key it writes, and reads
// each answer back as the key of the goal's arguments, which it matches
// against its goal itself.
type AnswerTables interface {
	// Lookup is '$tbl_lookup'/3 of a goal of name/arity whose variant key
	// is key: the table's handle, made if there is none, and its status.
	// key is not kept.
	Lookup(m *Machine, key []byte, name *Atom, arity int) (table int64, status *Atom)
	// Table returns the table whose handle is table: an existence error
	// when there is none.
	Table(m *Machine, table int64) (AnswerTable, error)
}

// AnswerTable is one table of AnswerTables. A machine may keep it while
// Gone is false, in place of looking its handle up again.
type AnswerTable interface {
	// Add is '$tbl_add'/2 of an answer whose arguments' variant key (the
	// key of the answer after its functor) is args: handled is false when
	// the table needs the answer itself to decide (mode-directed
	// tabling). args is not kept.
	Add(args []byte) (handled bool)
	// Answer returns answer i of the table: the variant key of the
	// answer's arguments, or for an answer that holds a database
	// reference, which a key cannot give back, the answer itself. found
	// is false when the table has no answer i, and more says whether an
	// answer after it may come, one already found or one that the
	// evaluation in progress may add. The key is the table's: it is read,
	// not kept.
	Answer(i int) (args []byte, answer Term, found, more bool)
	// Gone reports whether the table was abolished or abandoned, after
	// which its handle may name another.
	Gone() bool
}
