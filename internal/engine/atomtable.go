package engine

import (
	"hash/maphash"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
	"weak"
)

// The atom table interns atoms. It is the one process-wide table in
// goprolog and it is safe for concurrent use: an atom is a symbol, not
// interpreter state, and sharing atoms lets terms pass between
// interpreters. It holds its atoms weakly, so that an atom that no term,
// clause or table refers to any more is garbage collected (SWI-Prolog's
// atom garbage collection): a program that makes millions of temporary
// atoms runs in bounded memory. An atom made again after its collection is
// a new pointer, which nothing can tell apart, since nothing held the old
// one. The table is sharded by a hash of the name so that interpreters in
// different goroutines seldom wait for each other.
//
// Atoms are allocated in groups of atomGroupSize, and the table holds one
// weak pointer per group, not per atom. A weak pointer is costly to make:
// the runtime records it as a "special" in a sorted linked list per span,
// and weak.Make walks that list to insert it (runtime.(*mspan).
// specialFindSplicePoint, under getWeakHandle and addspecial). An Atom is a
// 16-byte object, so up to 512 of them share an 8 KiB span, and with one
// weak pointer per atom that walk took over a third of the CPU time of a
// program making atoms in a loop. A group is a 256-byte object, 32 to a
// span, and needs one weak pointer for 16 atoms. An atom is a pointer into
// its group (&g.atoms[i]), and an interior pointer keeps the whole group
// alive: that is the price, a live atom keeps at most atomGroupSize-1 dead
// siblings (their names) alive with it. Atoms do not point to other atoms,
// so this retention never chains: a dead sibling keeps nothing else alive,
// and the dead atoms kept are at most atomGroupSize-1 per live one, plus
// those of the groups being filled (one per shard) and of the atoms in the
// shards' caches of recent atoms (see atomShard.recent). Each shard fills
// its current group under its mutex and holds it strongly until it is
// full, so that the group and the weak pointer made when it was started
// stay valid while its slots are handed out; a slot is never reused, so
// the entries of a live group are always the atoms they were made for.
var atomShards [1 << atomShardBits]atomShard

// atomShardBits is log2(len(atomShards)): the low bits of a name's hash
// pick its shard, the bits above them its slot in the shard's index.
const atomShardBits = 6

// atomGroupSize is the number of atoms allocated together (see atomShards).
// An atom's index in its group is kept in the shard bits of its entry's
// key, so it must be at most 1<<atomShardBits.
const atomGroupSize = 16

const _ = uint(1<<atomShardBits - atomGroupSize) // atomGroupSize fits the shard bits

// atomGroup is the unit of allocation and of weak reference of the atom
// table: an atom is &g.atoms[i] for some group g.
type atomGroup struct {
	atoms [atomGroupSize]Atom
}

// atomEntry is an atom table entry: the atom's group, held weakly, and its
// key: the name's hash with the atom's index in its group in place of the
// low atomShardBits bits, which pick the shard and so are the same for all
// the shard's entries. The name is not in the entry: a lookup compares the
// atom's own once the group is made strong, for an entry whose hash
// matches, which is nearly always the atom looked for. So an entry is 16
// bytes, four to a cache line: making an atom writes its entry to memory
// that is mostly not in the processor's cache, and a dead entry keeps no
// name alive.
type atomEntry struct {
	group weak.Pointer[atomGroup]
	key   uint64
}

// index returns the index of the entry's atom in its group.
func (e *atomEntry) index() int { return int(e.key & (1<<atomShardBits - 1)) }

// atomSweepMin is the fewest entries a shard sweeps at (see atomShard.limit).
const atomSweepMin = 1024

// atomRecent is the number of atoms in a shard's cache of recent atoms.
const atomRecent = 8

// atomShard is one shard of the atom table: an open-addressing hash table
// of its own rather than a Go map, so that a name is hashed once, for both
// the shard and the slot (a map hashes it again), and so that sweeps leave
// no tombstones: deleting from a Go map leaves tombstones that lengthen
// every later probe, and with atoms made and dropped by the million
// (atom_concat/3 enumerating the splits of an atom in a loop) most of the
// time of a lookup went into stepping over them.
//
// Most of what is left of the cost of interning is waiting for memory:
// the table is far larger than the processor's caches, since it holds the
// entries of the atoms made since the last garbage collection (tens of
// thousands in a program making atoms in a loop), and a probe is a random
// access into it. So a probe first reads a byte per slot (ctrl, small
// enough to stay cached), and a lookup that finds its atom in the shard's
// cache of recent atoms (recent) reads no table at all, nor takes the
// mutex.
type atomShard struct {
	// recent caches atoms recently interned in the shard, one per value of
	// some bits of the hash, read without the mutex. Its atoms are held
	// strongly: that is what lets a hit skip weak.Pointer.Value, and it is
	// sound because an atom the cache holds is alive, so it is the only
	// atom of its name (the table's entry for it is live too). So up to
	// atomRecent atoms per shard that nothing else refers to stay alive,
	// with their groups, until names interned later with the same hash
	// bits take their places.
	recent [atomRecent]atomRecentSlot

	mu sync.Mutex
	// atoms holds the entries, in the order they were made. ctrl and
	// slots are the index into it, with linear probing: ctrl holds 0 for
	// a free slot and for a used one 7 bits of its entry's hash with the
	// top bit set, and slots the entry's position in atoms. The index is
	// at most half full, and it is rebuilt, not edited, when entries are
	// swept, so probes never step over deleted slots. Entries are only
	// appended between sweeps: a name may have dead entries (of atoms
	// collected before it was made again) before its live one, and a
	// lookup goes on past them.
	atoms []atomEntry
	ctrl  []uint8
	slots []uint32
	// group is the group new atoms are made in, held strongly until it is
	// full (then nil); weakGroup is its weak pointer and next the index of
	// its first free slot.
	group     *atomGroup
	weakGroup weak.Pointer[atomGroup]
	next      int
	// limit is the number of entries at which the next sweep drops the
	// dead ones: twice the number the last sweep left, and at least
	// atomSweepMin. So the table holds at most twice its live entries plus
	// the dead ones a collection has yet to clear, and sweeping costs O(1)
	// per atom made. An entry is dead when its group is: the entries of
	// the dead siblings of a live atom stay until the whole group is
	// collected.
	limit int
}

// atomRecentSlot is a slot of a shard's cache of recent atoms: an atom and
// its name's hash. The two are stored one after the other, not together,
// so a reader may see the hash of one atom with another: the hash only
// saves reading atoms that cannot match (they are mostly not in the
// processor's cache), and the name is what is compared.
type atomRecentSlot struct {
	hash atomic.Uint64
	atom atomic.Pointer[Atom]
}

var atomSeed = maphash.MakeSeed()

// Intern returns the unique atom named name.
func Intern(name string) *Atom {
	h := maphash.String(atomSeed, name)
	sh, r, a := atomRecentLookup(h, name)
	if a == nil {
		a = sh.intern(h, name, name)
		r.store(h, a)
	}
	return a
}

// InternText returns the unique atom named name, where name is part of a
// larger text (a clause being read): a new atom's name is a copy, so that
// the atom does not keep the whole text alive.
func InternText(name string) *Atom {
	h := maphash.String(atomSeed, name)
	sh, r, a := atomRecentLookup(h, name)
	if a == nil {
		a = sh.intern(h, name, "")
		r.store(h, a)
	}
	return a
}

// InternBytes returns the unique atom whose name is the text in b. Unlike
// Intern(string(b)) it copies b only when it makes a new atom, and b does
// not escape, so that it may be a buffer on the caller's stack.
func InternBytes(b []byte) *Atom {
	h := maphash.Bytes(atomSeed, b)
	name := unsafe.String(unsafe.SliceData(b), len(b))
	sh, r, a := atomRecentLookup(h, name)
	if a == nil {
		a = sh.intern(h, name, "")
		r.store(h, a)
	}
	return a
}

// atomRecentLookup returns the shard of a name whose hash is h, its slot
// in the shard's cache of recent atoms and the atom named name if that
// slot holds it.
func atomRecentLookup(h uint64, name string) (*atomShard, *atomRecentSlot, *Atom) {
	sh := &atomShards[h%uint64(len(atomShards))]
	r := &sh.recent[(h>>atomShardBits)%atomRecent]
	if r.hash.Load() == h {
		if a := r.atom.Load(); a != nil && a.Name == name {
			return sh, r, a
		}
	}
	return sh, r, nil
}

// store puts a, whose name's hash is h, in the slot.
func (r *atomRecentSlot) store(h uint64, a *Atom) {
	r.atom.Store(a)
	r.hash.Store(h)
}

// intern returns the atom named name, whose hash is h, making it if the
// shard has no live one. A new atom is named keep, which is name, or ""
// to copy name: name itself is only compared, so that it may alias a
// caller's buffer without escaping.
func (sh *atomShard) intern(h uint64, name, keep string) *Atom {
	sh.mu.Lock()
	if a := sh.lookup(h, name); a != nil {
		sh.mu.Unlock()
		return a
	}
	if len(keep) != len(name) {
		keep = strings.Clone(name)
	}
	if len(sh.atoms) >= sh.limit {
		sh.sweep()
	}
	if 2*(len(sh.atoms)+1) > len(sh.ctrl) {
		sh.reindex(2 * len(sh.ctrl))
	}
	if sh.group == nil {
		sh.group = new(atomGroup)
		sh.weakGroup = weak.Make(sh.group)
		sh.next = 0
	}
	a := &sh.group.atoms[sh.next]
	a.Name = keep
	sh.atoms = append(sh.atoms, atomEntry{group: sh.weakGroup, key: h&^(1<<atomShardBits-1) | uint64(sh.next)})
	sh.place(h, len(sh.atoms)-1)
	if sh.next++; sh.next == atomGroupSize {
		// Full: from now on the group lives only as long as its atoms.
		sh.group, sh.weakGroup = nil, weak.Pointer[atomGroup]{}
	}
	sh.mu.Unlock()
	return a
}

// atomCtrl returns the ctrl byte of a slot whose entry's hash is h.
func atomCtrl(h uint64) uint8 { return uint8(h>>57) | 0x80 }

// lookup returns the live atom named name, whose hash is h, or nil.
func (sh *atomShard) lookup(h uint64, name string) *Atom {
	if len(sh.ctrl) == 0 {
		return nil
	}
	mask := uint64(len(sh.ctrl) - 1)
	c := atomCtrl(h)
	for i := (h >> atomShardBits) & mask; ; i = (i + 1) & mask {
		t := sh.ctrl[i]
		if t == 0 {
			return nil
		}
		if t != c {
			continue
		}
		e := &sh.atoms[sh.slots[i]]
		if e.key>>atomShardBits != h>>atomShardBits {
			continue
		}
		if g := e.group.Value(); g != nil && g.atoms[e.index()].Name == name {
			return &g.atoms[e.index()]
		}
	}
}

// place enters the entry at position pos of atoms, whose hash is h, in
// the index, which has a free slot.
func (sh *atomShard) place(h uint64, pos int) {
	mask := uint64(len(sh.ctrl) - 1)
	i := (h >> atomShardBits) & mask
	for sh.ctrl[i] != 0 {
		i = (i + 1) & mask
	}
	sh.ctrl[i] = atomCtrl(h)
	sh.slots[i] = uint32(pos)
}

// reindex rebuilds the index with n slots (a power of two, at least 16).
// A sweep that leaves the size as it was reuses the arrays: a slot is
// read only where its ctrl byte is set.
func (sh *atomShard) reindex(n int) {
	n = max(n, 16)
	if n == len(sh.ctrl) {
		clear(sh.ctrl)
	} else {
		sh.ctrl = make([]uint8, n)
		sh.slots = make([]uint32, n)
	}
	for i := range sh.atoms {
		sh.place(sh.atoms[i].key, i)
	}
}

// sweep drops the dead entries and rebuilds the index for those left.
func (sh *atomShard) sweep() {
	live := sh.atoms[:0]
	// The atoms of a group are made one after another, so their entries
	// are mostly adjacent: the liveness of the previous entry's group
	// saves a weak.Pointer.Value for most of them.
	var last weak.Pointer[atomGroup]
	lastLive := false
	for _, e := range sh.atoms {
		if e.group != last {
			last, lastLive = e.group, e.group.Value() != nil
		}
		if lastLive {
			live = append(live, e)
		}
	}
	// Clear the dropped tail so that it does not keep weak handles alive,
	// and let a table that was mostly dead shrink.
	clear(sh.atoms[len(live):])
	if 4*len(live) < cap(live) {
		live = append(make([]atomEntry, 0, 2*len(live)), live...)
	}
	sh.atoms = live
	sh.limit = max(2*len(live), atomSweepMin)
	n := 16
	for n < 2*(len(live)+1) {
		n *= 2
	}
	sh.reindex(n)
}

// Atoms calls fn for every live interned atom (used for completion in the
// REPL). The dead siblings of a live atom, kept alive by their group, are
// included until the group is collected.
func Atoms(fn func(*Atom)) {
	var live []*Atom
	for i := range atomShards {
		sh := &atomShards[i]
		sh.mu.Lock()
		for _, e := range sh.atoms {
			if g := e.group.Value(); g != nil {
				live = append(live, &g.atoms[e.index()])
			}
		}
		sh.mu.Unlock()
	}
	for _, a := range live {
		fn(a)
	}
}
