package wam

// cell is a tagged word: the tag in the low three bits, a value above
// them. The zero cell is the atom [] (atom index 0), so that a cleared
// environment slot or register holds a harmless constant.
type cell uint64

const (
	// tagAtom: the value is an index into Machine.atoms.
	tagAtom = 0
	// tagInt: the value is a signed integer of 61 bits.
	tagInt = 1
	// tagRef: the value is a heap index. An unbound variable is a tagRef
	// cell holding its own index.
	tagRef = 2
	// tagStr: the value is the heap index of a tagFun cell, which the
	// structure's arguments follow.
	tagStr = 3
	// tagList: the value is the heap index of two cells, head and tail.
	tagList = 4
	// tagFun: the value is an index into Machine.functors. Found only in
	// the heap, as the first cell of a structure.
	tagFun = 5
	// tagAttv: an attributed variable. Unbound, the cell at heap index
	// i holds mkAttv(i) and the cell after it the attributes, the term
	// [] or att(Name, Value, More); bound, the cell holds the value and
	// the attributes stay behind it for backtracking to restore (see
	// attvar.go). Its tag differs from tagRef's in one bit, so that
	// isVarCell and deref test both at once.
	tagAttv = 6
	// tagBox: the value is an index into Machine.boxes, which holds
	// floats, big integers and strings as engine terms.
	tagBox = 7

	tagBits = 3
	tagMask = 1<<tagBits - 1
)

// Integers between minSmall and maxSmall fit a tagInt cell.
const (
	maxSmall = 1<<(63-tagBits) - 1
	minSmall = -1 << (63 - tagBits)
)

func mkCell(tag int, v uint64) cell { return cell(v<<tagBits | uint64(tag)) }

func (c cell) tag() int { return int(c & tagMask) }

// val is the cell's value as an unsigned index.
func (c cell) val() int { return int(uint64(c) >> tagBits) }

// intVal is a tagInt cell's integer.
func (c cell) intVal() int64 { return int64(c) >> tagBits }

func mkRef(i int) cell   { return mkCell(tagRef, uint64(i)) }
func mkStr(i int) cell   { return mkCell(tagStr, uint64(i)) }
func mkList(i int) cell  { return mkCell(tagList, uint64(i)) }
func mkAtom(i int) cell  { return mkCell(tagAtom, uint64(i)) }
func mkFun(i int) cell   { return mkCell(tagFun, uint64(i)) }
func mkBox(i int) cell   { return mkCell(tagBox, uint64(i)) }
func mkInt(i int64) cell { return cell(uint64(i)<<tagBits | tagInt) }
func mkAttv(i int) cell  { return mkCell(tagAttv, uint64(i)) }
func isPointer(c cell) bool {
	t := c.tag()
	return t == tagRef || t == tagStr || t == tagList || t == tagAttv
}

// isVarCell reports whether c is a reference or an attributed variable:
// after deref, an unbound variable, attributed or not.
func isVarCell(c cell) bool { return c&3 == tagRef }

// nilCell is the empty list.
const nilCell cell = 0
