package engine

import (
	"hash/maphash"
	"sync"
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
// those of the groups being filled (one per shard). Each shard fills its
// current group under its mutex and holds it strongly until it is full,
// so that the group and the weak pointer made when it was started stay
// valid while its slots are handed out; a slot is never reused, so the
// entries of a live group are always the atoms they were made for.
var atomShards [64]atomShard

// atomGroupSize is the number of atoms allocated together (see atomShards).
// It must fit atomRef.index.
const atomGroupSize = 16

// atomGroup is the unit of allocation and of weak reference of the atom
// table: an atom is &g.atoms[i] for some group g.
type atomGroup struct {
	atoms [atomGroupSize]Atom
}

// atomRef is an atom table entry: the atom's group, held weakly, and its
// index in the group.
type atomRef struct {
	group weak.Pointer[atomGroup]
	index uint8
}

type atomShard struct {
	mu    sync.Mutex
	atoms map[string]atomRef
	// group is the group new atoms are made in, held strongly until it is
	// full (then nil); weakGroup is its weak pointer and next the index of
	// its first free slot.
	group     *atomGroup
	weakGroup weak.Pointer[atomGroup]
	next      int
	// made counts the atoms added since the last sweep of dead entries,
	// and the next sweep comes when it passes limit, the number of entries
	// the last sweep left (at least 1024): so the table holds at most
	// twice its live entries plus the dead ones a collection has yet to
	// clear, and sweeping costs O(1) per atom made. An entry is dead when
	// its group is: the entries of the dead siblings of a live atom stay
	// until the whole group is collected.
	made, limit int
}

var atomSeed = maphash.MakeSeed()

// Intern returns the unique atom named name.
func Intern(name string) *Atom {
	sh := &atomShards[maphash.String(atomSeed, name)%uint64(len(atomShards))]
	sh.mu.Lock()
	if ref, ok := sh.atoms[name]; ok {
		if g := ref.group.Value(); g != nil {
			sh.mu.Unlock()
			return &g.atoms[ref.index]
		}
	}
	if sh.atoms == nil {
		sh.atoms = map[string]atomRef{}
	}
	if sh.made++; sh.made > max(sh.limit, 1024) {
		for k, ref := range sh.atoms {
			if ref.group.Value() == nil {
				delete(sh.atoms, k)
			}
		}
		sh.made, sh.limit = 0, len(sh.atoms)
	}
	if sh.group == nil {
		sh.group = new(atomGroup)
		sh.weakGroup = weak.Make(sh.group)
		sh.next = 0
	}
	a := &sh.group.atoms[sh.next]
	a.Name = name
	sh.atoms[name] = atomRef{group: sh.weakGroup, index: uint8(sh.next)}
	if sh.next++; sh.next == atomGroupSize {
		// Full: from now on the group lives only as long as its atoms.
		sh.group, sh.weakGroup = nil, weak.Pointer[atomGroup]{}
	}
	sh.mu.Unlock()
	return a
}

// Atoms calls fn for every live interned atom (used for completion in the
// REPL). The dead siblings of a live atom, kept alive by their group, are
// included until the group is collected.
func Atoms(fn func(*Atom)) {
	var live []*Atom
	for i := range atomShards {
		sh := &atomShards[i]
		sh.mu.Lock()
		for _, ref := range sh.atoms {
			if g := ref.group.Value(); g != nil {
				live = append(live, &g.atoms[ref.index])
			}
		}
		sh.mu.Unlock()
	}
	for _, a := range live {
		fn(a)
	}
}
