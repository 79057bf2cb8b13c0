package wam

// addrMemo maps heap indices to cells: the copies made so far of the
// variables or compounds a copy has met, so that a term is copied with its
// sharing and cycles kept. It is an open-addressing table that is emptied
// in time proportional to what was put in it, so that a machine keeps one
// for the many small copies findall makes, where a Go map would cost a
// hash and an allocation per entry.
type addrMemo struct {
	keys []int // heap indices; -1 for an empty slot
	vals []cell
	used []int // the slots in use, for reset
}

// slot returns the slot of key i: the one holding it, or the empty one
// where it goes.
func (t *addrMemo) slot(i int) int {
	mask := len(t.keys) - 1
	s := (i * 0x9E3779B1) & mask
	for t.keys[s] != -1 && t.keys[s] != i {
		s = (s + 1) & mask
	}
	return s
}

// get returns the cell put for heap index i.
func (t *addrMemo) get(i int) (cell, bool) {
	if len(t.keys) == 0 {
		return 0, false
	}
	s := t.slot(i)
	return t.vals[s], t.keys[s] == i
}

// put records c for heap index i, which has none yet.
func (t *addrMemo) put(i int, c cell) {
	if 2*(len(t.used)+1) > len(t.keys) {
		t.grow()
	}
	s := t.slot(i)
	t.keys[s], t.vals[s] = i, c
	t.used = append(t.used, s)
}

// grow doubles the table, keeping its entries.
func (t *addrMemo) grow() {
	keys, vals, used := t.keys, t.vals, t.used
	n := max(2*len(keys), 64)
	t.keys, t.vals, t.used = make([]int, n), make([]cell, n), make([]int, 0, len(used))
	for k := range t.keys {
		t.keys[k] = -1
	}
	for _, s := range used {
		t.put(keys[s], vals[s])
	}
}

// reset empties the table.
func (t *addrMemo) reset() {
	for _, s := range t.used {
		t.keys[s] = -1
	}
	t.used = t.used[:0]
}
