package engine

import (
	"cmp"
	"strconv"
	"unsafe"
)

// Database references.
//
// SWI-Prolog gives a program handles on its database: assertz/2 and
// clause/3 return a clause reference, recorda/3 and recorded/3 a record
// reference, and erase/1 and instance/2 take either. They are blobs:
// atomic terms that are neither atoms nor numbers (atomic(R) is true,
// atom(R), callable(R) and compound(R) are false), equal only to
// themselves, written as <clause>(0x...) and <record>(0x...), and ordered
// after strings and before atoms in the standard order of terms.
//
// A clause reference is the *Clause itself and a record reference the
// *Record, so a reference costs no allocation and no field in a Clause,
// two references to one clause are the same term, and a reference keeps
// its clause or record alive while a term holds it.

func (*Clause) isTerm() {}
func (*Record) isTerm() {}

// Record is an entry of the recorded database (recorda/3, recorded/3,
// erase/1) and the reference to it. The engine knows a record only as a
// term; the database itself, which keeps the records of each key in a
// list linked through Next, belongs to the builtins package.
type Record struct {
	// Value is a copy of the recorded term, which no goal ever binds:
	// recorded/3 copies it again.
	Value Term
	// Next is the record after this one in its key's list.
	Next *Record
	// Owner is the list of the record's key.
	Owner any
	// Died is the database generation at which the record was erased,
	// or 0 while it is live.
	Died   uint64
	serial uint64
}

// NewRecord returns a record holding value. serial orders the records of
// one database in the standard order of terms: give each a new one.
func NewRecord(value Term, serial uint64) *Record {
	return &Record{Value: value, serial: serial}
}

// Erased reports whether r has been erased.
func (r *Record) Erased() bool { return r.Died != 0 }

// IsDBRef reports whether t (dereferenced) is a database reference.
func IsDBRef(t Term) bool {
	switch t.(type) {
	case *Clause, *Record:
		return true
	}
	return false
}

// DBRefKind returns the blob type of a database reference (clause or
// record, as blob/2 names it), or nil for any other term.
func DBRefKind(t Term) *Atom {
	switch t.(type) {
	case *Clause:
		return atomClause
	case *Record:
		return atomRecord
	}
	return nil
}

var (
	atomClause = Intern("clause")
	atomRecord = Intern("record")
)

// String returns how c is written as a term: <clause>(0x...).
func (c *Clause) String() string { return dbRefText("<clause>(0x", unsafe.Pointer(c)) }

// String returns how r is written as a term: <record>(0x...).
func (r *Record) String() string { return dbRefText("<record>(0x", unsafe.Pointer(r)) }

// dbRefText writes a reference as SWI-Prolog does, by its address, which
// the collector never moves.
func dbRefText(prefix string, p unsafe.Pointer) string {
	b := make([]byte, 0, len(prefix)+17)
	b = append(b, prefix...)
	b = strconv.AppendUint(b, uint64(uintptr(p)), 16)
	return string(append(b, ')'))
}

// compareDBRefs orders two database references: clause references
// before record references, then each kind by age (a clause by the
// generation that added it, a record by its serial number).
func compareDBRefs(x, y Term) int {
	switch a := x.(type) {
	case *Clause:
		if b, ok := y.(*Clause); ok {
			return cmp.Compare(a.born, b.born)
		}
		return -1
	case *Record:
		if b, ok := y.(*Record); ok {
			return cmp.Compare(a.serial, b.serial)
		}
		return 1
	}
	return 0
}
