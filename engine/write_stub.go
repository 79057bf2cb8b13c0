package engine

// WriteOptions control how a term is written (write_term/2 options).
type WriteOptions struct {
	Quoted     bool // quote atoms and strings where needed (writeq)
	IgnoreOps  bool // write operators in canonical form
	NumberVars bool // write '$VAR'(N) as A, B, ... Z, A1, ...
	// NoLists writes lists as '[|]'(H,T).
	NoLists bool
	// BraceTerms false writes {}(X) instead of {X}.
	NoBraceTerms bool
	// MaxDepth limits nesting (0: unlimited); deeper parts print as ...
	MaxDepth int
	// Ops is the operator table; nil means the default table.
	Ops *OpTable
	// VarNames gives names to variables (variable_names option).
	VarNames map[*Var]string
	// Portray, if set, is tried on each subterm first (print/1); it
	// returns true if it wrote the term.
	Portray func(t Term) bool
}

// Format returns the text of t written with opts.
func Format(t Term, opts WriteOptions) string {
	return "?"
}
