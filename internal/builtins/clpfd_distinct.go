package builtins

// pDistinct makes all_distinct/1 domain consistent (Régin's algorithm): a
// maximum matching between variables and values, then every edge that is
// in no maximum matching is removed. Edges in a maximum matching are the
// matching edges, edges inside a strongly connected component of the
// oriented graph, and edges reachable from a free value.
type pDistinct struct {
	propBase
	x []*fdVar
	// Scratch space reused between runs (not part of the logical state).
	vals   []int64
	vidx   map[int64]int
	match  []int // var -> value index
	owner  []int // value index -> var
	adjVal [][]int
}

const distinctMaxValues = 1 << 16

func (p *pDistinct) run(s *fdStore) bool {
	n := len(p.x)
	total := int64(0)
	for _, x := range p.x {
		if !x.d.finite() {
			return true
		}
		total += x.d.size()
		if total > distinctMaxValues {
			return true
		}
	}
	// Value numbering.
	if p.vidx == nil {
		p.vidx = map[int64]int{}
	} else {
		clear(p.vidx)
	}
	p.vals = p.vals[:0]
	for _, x := range p.x {
		for _, iv := range x.d {
			for v := iv.lo; v <= iv.hi; v++ {
				if _, ok := p.vidx[v]; !ok {
					p.vidx[v] = len(p.vals)
					p.vals = append(p.vals, v)
				}
			}
		}
	}
	k := len(p.vals)
	if k < n {
		return false
	}
	// adjVal[v] lists variables whose domain holds value v.
	if cap(p.adjVal) < k {
		p.adjVal = make([][]int, k)
	}
	p.adjVal = p.adjVal[:k]
	for i := range p.adjVal {
		p.adjVal[i] = p.adjVal[i][:0]
	}
	for xi, x := range p.x {
		for _, iv := range x.d {
			for v := iv.lo; v <= iv.hi; v++ {
				vi := p.vidx[v]
				p.adjVal[vi] = append(p.adjVal[vi], xi)
			}
		}
	}
	// Maximum matching by augmenting paths (kept matching edges first).
	p.match = resizeInts(p.match, n, -1)
	p.owner = resizeInts(p.owner, k, -1)
	for xi, x := range p.x {
		if x.fixed() {
			vi := p.vidx[x.value()]
			if p.owner[vi] >= 0 {
				return false
			}
			p.match[xi], p.owner[vi] = vi, xi
		}
	}
	for xi := range p.x {
		if p.match[xi] < 0 && !p.augment(xi, k) {
			return false
		}
	}
	// Orientation: var -> its matched value; value -> vars (non-matching).
	// Nodes: vars 0..n-1, values n..n+k-1.
	N := n + k
	reached := make([]bool, N)
	queue := make([]int, 0, N)
	for vi := 0; vi < k; vi++ {
		if p.owner[vi] < 0 {
			reached[n+vi] = true
			queue = append(queue, n+vi)
		}
	}
	for len(queue) > 0 {
		u := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, w := range p.succ(u, n) {
			if !reached[w] {
				reached[w] = true
				queue = append(queue, w)
			}
		}
	}
	comp := p.scc(N, n)
	for xi, x := range p.x {
		if x.fixed() {
			continue
		}
		var remove []int64
		for _, iv := range x.d {
			for v := iv.lo; v <= iv.hi; v++ {
				vi := p.vidx[v]
				if p.match[xi] == vi || comp[xi] == comp[n+vi] || reached[n+vi] {
					continue
				}
				remove = append(remove, v)
			}
		}
		if len(remove) > 0 {
			d := x.d
			for _, v := range remove {
				d = d.remove(v)
			}
			if !s.setDom(x, d) {
				return false
			}
		}
	}
	return true
}

func resizeInts(a []int, n, fill int) []int {
	if cap(a) < n {
		a = make([]int, n)
	}
	a = a[:n]
	for i := range a {
		a[i] = fill
	}
	return a
}

// succ returns the successors of node u.
func (p *pDistinct) succ(u, n int) []int {
	if u < n {
		return []int{n + p.match[u]}
	}
	vi := u - n
	var out []int
	for _, xi := range p.adjVal[vi] {
		if p.match[xi] != vi {
			out = append(out, xi)
		}
	}
	return out
}

// augment finds an augmenting path from variable x0 (iterative DFS).
func (p *pDistinct) augment(x0, k int) bool {
	seen := make([]bool, k)
	type fr struct{ x, i int }
	// Candidate values of a variable: iterate its domain via vidx.
	vals := func(x int) []int {
		var out []int
		for _, iv := range p.x[x].d {
			for v := iv.lo; v <= iv.hi; v++ {
				out = append(out, p.vidx[v])
			}
		}
		return out
	}
	stack := []fr{{x0, 0}}
	cand := [][]int{vals(x0)}
	path := []int{} // value chosen at each level
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		cs := cand[len(cand)-1]
		if top.i >= len(cs) {
			stack = stack[:len(stack)-1]
			cand = cand[:len(cand)-1]
			if len(path) > 0 {
				path = path[:len(path)-1]
			}
			continue
		}
		vi := cs[top.i]
		top.i++
		if seen[vi] {
			continue
		}
		seen[vi] = true
		if p.owner[vi] < 0 {
			// Flip the path.
			path = append(path, vi)
			for lvl := len(stack) - 1; lvl >= 0; lvl-- {
				x := stack[lvl].x
				v := path[lvl]
				p.match[x], p.owner[v] = v, x
			}
			return true
		}
		path = append(path, vi)
		nx := p.owner[vi]
		stack = append(stack, fr{nx, 0})
		cand = append(cand, vals(nx))
	}
	return false
}

// scc numbers strongly connected components (iterative Tarjan).
func (p *pDistinct) scc(N, n int) []int {
	index := make([]int, N)
	low := make([]int, N)
	comp := make([]int, N)
	onStack := make([]bool, N)
	for i := range index {
		index[i] = -1
		comp[i] = -1
	}
	var st []int
	type fr struct {
		u    int
		succ []int
		i    int
	}
	idx, nc := 0, 0
	for r := 0; r < N; r++ {
		if index[r] >= 0 {
			continue
		}
		call := []fr{{r, p.succ(r, n), 0}}
		index[r], low[r] = idx, idx
		idx++
		st = append(st, r)
		onStack[r] = true
		for len(call) > 0 {
			f := &call[len(call)-1]
			if f.i < len(f.succ) {
				w := f.succ[f.i]
				f.i++
				if index[w] < 0 {
					index[w], low[w] = idx, idx
					idx++
					st = append(st, w)
					onStack[w] = true
					call = append(call, fr{w, p.succ(w, n), 0})
				} else if onStack[w] {
					low[f.u] = min(low[f.u], index[w])
				}
				continue
			}
			u := f.u
			if low[u] == index[u] {
				for {
					w := st[len(st)-1]
					st = st[:len(st)-1]
					onStack[w] = false
					comp[w] = nc
					if w == u {
						break
					}
				}
				nc++
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				pu := call[len(call)-1].u
				low[pu] = min(low[pu], low[u])
			}
		}
	}
	return comp
}
