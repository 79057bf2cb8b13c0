package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Reloading a file (consult/1 or make/0 of a file loaded before) keeps
// what SWI-Prolog 9's reload keeps. A static predicate the file defines
// again is wiped at its first clause, as before. A dynamic or multifile
// one keeps the clauses the program asserted at run time: the clauses
// the file loaded last time are compared with the ones it loads now, in
// order, as swipl's reload does (pl-srcfile.c): a clause the file loads
// again unchanged keeps its place, a new one goes where the comparison
// has got to, before the asserted clauses after that point, and the
// file's old clauses it does not load again are dropped. The
// predicates the file defined last time and no longer defines are
// dropped at the end of the load: a static one is undefined again
// (existence_error, as in swipl), a dynamic one keeps only its asserted
// clauses.

// reloadState is one reload's record of the dynamic and multifile
// predicates whose clauses it merges.
type reloadState struct {
	preds map[*engine.Pred]*reloadPred
	order []*engine.Pred
}

// reloadPred is a predicate being merged: its clauses before the
// reload, each with whether the file had loaded it (not asserted), and
// the clauses the reload added.
type reloadPred struct {
	old   []reloadItem
	added []*engine.Clause
}

type reloadItem struct {
	term   engine.Term // the clause (Head :- Body)
	clause *engine.Clause
	loaded bool
}

// reloadOf returns the reload state of the load ctx, nil when ctx is
// not a reload.
func reloadOf(m *engine.Machine, ctx *engine.LoadContext) *reloadState {
	l := loaderOf(m)
	if l.reloads == nil {
		return nil
	}
	return l.reloads[ctx]
}

// loadedBy reports whether clause c was loaded from a file by ctx's
// file (not asserted): file is the path the clause was read from.
func loadedBy(c *engine.Clause, ctx *engine.LoadContext, multifile bool) bool {
	file, _ := c.Source()
	if multifile {
		return file == ctx.File
	}
	return file != ""
}

// beginMerge starts the merge of p's clauses, at the first clause the
// reload ctx adds to it: the file's old clauses are erased, the
// asserted ones left for now.
func beginMerge(m *engine.Machine, rs *reloadState, ctx *engine.LoadContext, p *engine.Pred) {
	rp := &reloadPred{}
	for _, c := range p.Clauses() {
		head, body := m.ClauseTerms(c)
		item := reloadItem{term: engine.NewCompound(engine.AtomNeck, head, body), clause: c, loaded: loadedBy(c, ctx, p.IsMultifile())}
		rp.old = append(rp.old, item)
		if item.loaded {
			m.Erase(c)
		}
	}
	rs.preds[p] = rp
	rs.order = append(rs.order, p)
}

// noteAdded records clause cl that the reload added to p, when p is
// being merged.
func noteAdded(rs *reloadState, p *engine.Pred, cl *engine.Clause) {
	if rs == nil {
		return
	}
	if rp := rs.preds[p]; rp != nil {
		rp.added = append(rp.added, cl)
	}
}

// finishReload puts the merged predicates' clauses in swipl's order and
// drops what the file no longer defines (see above); mod is the module
// the file defines, nil for none.
func finishReload(m *engine.Machine, ctx *engine.LoadContext, rs *reloadState, mod *module) {
	for _, p := range rs.order {
		rp := rs.preds[p]
		final := mergeOrder(m, rp)
		if !sameOrder(p.Clauses(), final) {
			reorder(m, p, final)
		}
	}
	var gone []*engine.Pred
	m.Preds(func(p *engine.Pred) {
		if p.File == ctx.File && !ctx.Defined[p] && !p.IsBuiltin() && importedFrom(m, p) == nil {
			gone = append(gone, p)
		}
	})
	for _, p := range gone {
		if p.IsDynamic() || p.IsMultifile() {
			for _, c := range p.Clauses() {
				if loadedBy(c, ctx, p.IsMultifile()) {
					m.Erase(c)
				}
			}
			continue
		}
		m.Abolish(p)
		forgetLocal(m, p)
	}
	if mod != nil {
		unexported(m, mod)
	}
}

// forgetLocal makes p, when it is a module's local predicate, no longer
// the module's: Module:Goal of it then raises the existence error that
// names Module:Name/Arity.
func forgetLocal(m *engine.Machine, p *engine.Pred) {
	mt := loaderOf(m).modules
	if mt == nil {
		return
	}
	ln, ok := mt.local[p.Name]
	if !ok {
		return
	}
	delete(ln.module.locals, predKey{ln.name, p.Arity})
	for k := range ln.module.locals {
		if k.name == ln.name {
			return // another arity's local name is the same atom
		}
	}
	delete(mt.local, p.Name)
}

// mergeOrder returns the clauses of a merged predicate in swipl's
// order: the old clauses with the added ones put in as above, the file's
// old ones the reload did not load again left out. An added clause that
// matches an old one of the file's stands in its place.
func mergeOrder(m *engine.Machine, rp *reloadPred) []*engine.Clause {
	type slot struct {
		clause  *engine.Clause
		loaded  bool // an old clause of the file's
		term    engine.Term
		matched bool
	}
	slots := make([]slot, 0, len(rp.old)+len(rp.added))
	for _, it := range rp.old {
		slots = append(slots, slot{clause: it.clause, loaded: it.loaded, term: it.term})
	}
	cur := 0
	for _, c := range rp.added {
		head, body := m.ClauseTerms(c)
		t := engine.NewCompound(engine.AtomNeck, head, body)
		found := -1
		for k := cur; k < len(slots); k++ {
			if s := slots[k]; s.loaded && !s.matched && engine.Variant(s.term, t) {
				found = k
				break
			}
		}
		if found >= 0 {
			slots[found] = slot{clause: c, matched: true}
			cur = found + 1
			continue
		}
		slots = append(slots, slot{})
		copy(slots[cur+1:], slots[cur:])
		slots[cur] = slot{clause: c, matched: true}
		cur++
	}
	out := make([]*engine.Clause, 0, len(slots))
	for _, s := range slots {
		if !s.loaded {
			out = append(out, s.clause)
		}
	}
	return out
}

// sameOrder reports whether the live clauses cs are final, in order.
func sameOrder(cs, final []*engine.Clause) bool {
	if len(cs) != len(final) {
		return false
	}
	for i := range cs {
		if cs[i] != final[i] {
			return false
		}
	}
	return true
}

// reorder makes p's clauses final: each is erased and added again in
// order, with its source and variable names.
func reorder(m *engine.Machine, p *engine.Pred, final []*engine.Clause) {
	type saved struct {
		term  engine.Term
		file  string
		line  int
		names []string
	}
	keep := make([]saved, len(final))
	for i, c := range final {
		head, body := m.ClauseTerms(c)
		file, line := c.Source()
		keep[i] = saved{term: engine.NewCompound(engine.AtomNeck, head, body), file: file, line: line, names: c.VarNames()}
	}
	for _, c := range p.Clauses() {
		m.Erase(c)
	}
	for _, s := range keep {
		cl, err := m.AddClause(s.term, true)
		if err != nil {
			continue // it was added before: it compiles
		}
		if s.file != "" {
			cl.SetSource(s.file, s.line)
		}
		if len(s.names) > 0 {
			cl.SetVarNames(s.names)
		}
	}
}

// unexported makes each predicate user imported from mod that mod no
// longer exports call mod's own, as swipl's import of it still does:
// mod's predicate if mod still defines it, else the existence error of
// mod:Name/Arity.
func unexported(m *engine.Machine, mod *module) {
	mt := loaderOf(m).modules
	if mt == nil {
		return
	}
	var stale []*engine.Pred
	for p, from := range mt.imported {
		if from == mod && !mod.exports[predKey{p.Name, p.Arity}] && !p.IsDynamic() && !p.IsMultifile() {
			stale = append(stale, p)
		}
	}
	for _, p := range stale {
		head := generalGoal(m, p.Name, p.Arity)
		body := engine.Term(engine.NewCompound(atomThrow, engine.NewCompound(engine.AtomError,
			engine.NewCompound(atomExistenceError, atomProcedure, engine.NewCompound(engine.AtomColon, mod.name, engine.PI(p.Name, p.Arity))),
			m.NewVar())))
		if local := mod.locals[predKey{p.Name, p.Arity}]; local != nil {
			body = rename(head, local)
		}
		m.Retire(p)
		if _, err := m.AddClause(engine.NewCompound(engine.AtomNeck, head, body), true); err != nil {
			continue
		}
	}
}

var atomThrow = engine.Intern("throw")
