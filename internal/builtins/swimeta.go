package builtins

import (
	"strconv"
	"strings"
	"sync"

	"github.com/goprolog/goprolog/internal/engine"
)

// swiMetaText gives the meta_predicate declarations of the system and
// library predicates of swipl 9.0.4 that goprolog has too, as
// predicate_property(user:Head, meta_predicate(Spec)) gives them there
// (the library autoloaded, library(clpfd) loaded): "Name/Arity" and the
// argument specifiers of Spec, separated by tabs. predicate_property/2
// answers meta_predicate(Spec) from it for goprolog's own definitions of
// them, whose meta-arguments the loader knows from metaSpecs instead.
const swiMetaText = `
*->/2	0	0
,/2	0	0
->/2	0	0
//2	?	0
//3	?	1	?
//4	?	2	?	?
//5	?	3	?	?	?
//6	?	4	?	?	?	?
//7	?	5	?	?	?	?	?
//8	?	6	?	?	?	?	?	?
//9	?	7	?	?	?	?	?	?	?
;/2	0	0
>>/2	?	0
>>/3	?	:	?
>>/4	?	:	?	?
>>/5	?	:	?	?	?
>>/6	?	:	?	?	?	?
>>/7	?	:	?	?	?	?	?
>>/8	?	:	?	?	?	?	?	?
>>/9	?	:	?	?	?	?	?	?	?
@/2	0	+
[|]/2	:	+
\+/1	0
aggregate/3	?	^	-
aggregate/4	?	?	^	-
aggregate_all/3	?	0	-
aggregate_all/4	?	?	0	-
apply/2	:	+
argv_options/3	:	-	-
argv_options/4	:	-	-	+
assert/1	:
assert/2	:	-
asserta/1	:
asserta/2	:	-
assertion/1	0
assertz/1	:
assertz/2	:	-
autoload/1	:
autoload/2	:	+
bagof/3	?	^	-
call/1	0
call/2	1	?
call/3	2	?	?
call/4	3	?	?	?
call/5	4	?	?	?	?
call/6	5	?	?	?	?	?
call/7	6	?	?	?	?	?	?
call/8	7	?	?	?	?	?	?	?
call_cleanup/2	0	0
call_dcg/3	//	?	?
call_nth/2	0	?
call_with_depth_limit/3	0	+	-
call_with_time_limit/2	+	0
catch/3	0	?	0
checklist/2	1	+
clause/2	:	?
compile_predicates/1	:
consult/1	:
convlist/3	2	+	-
current_op/3	+	+	:
current_predicate/2	?	:
debug/3	+	+	:
det/1	:
discontiguous/1	:
distinct/1	0
distinct/2	?	0
dynamic/1	:
ensure_loaded/1	:
exclude/3	1	+	-
findall/3	?	0	-
findall/4	?	0	-	?
foldl/4	3	+	+	-
foldl/5	4	+	+	+	-
foldl/6	5	+	+	+	+	-
foldl/7	6	+	+	+	+	+	-
foldsubterms/4	3	+	+	-
foldsubterms/5	4	+	?	+	-
forall/2	0	0
foreach/2	0	0
format/2	+	:
format/3	+	+	:
freeze/2	?	0
group_by/4	?	?	0	-
ignore/1	0
include/3	1	+	-
indent_lines/4	1	+	+	-
initialization/1	0
initialization/2	0	+
interpolate_string/4	:	-	+	+
limit/2	+	0
listing/1	:
load_files/2	:	+
map_assoc/2	1	?
map_assoc/3	2	?	?
map_list_to_pairs/3	2	+	-
mapargs/3	2	?	?
maplist/2	1	?
maplist/3	2	?	?
maplist/4	3	?	?	?
maplist/5	4	?	?	?	?
mapsubterms/3	2	?	?
mapsubterms_var/3	2	?	?
max_member/3	2	-	+
meta_options/3	1	:	-
min_member/3	2	-	+
module_transparent/1	:
multifile/1	:
non_terminal/1	:
noprofile/1	:
nospy/1	:
not/1	0
offset/2	+	0
once/1	0
op/3	+	+	:
order_by/2	+	0
partition/4	1	+	-	-
partition/5	2	+	-	-	-
phrase/2	//	?
phrase/3	//	?	?
phrase_from_file/2	//	+
phrase_from_file/3	//	+	+
phrase_from_stream/2	//	+
predicate_options/3	:	+	+
predicate_property/2	:	?
predsort/3	3	+	-
public/1	:
rb_apply/4	+	+	2	-
rb_fold/4	3	+	+	-
rb_map/2	?	1
rb_map/3	+	2	-
rb_partial_map/4	+	+	2	-
reduced/1	0
reduced/3	?	0	+
reexport/1	:
reexport/2	:	+
retract/1	:
retractall/1	:
scanl/4	3	+	+	-
scanl/5	4	+	+	+	-
scanl/6	5	+	+	+	+	-
scanl/7	6	+	+	+	+	+	-
setof/3	?	^	-
setup_call_catcher_cleanup/4	0	0	?	0
setup_call_cleanup/3	0	0	0
source_file/2	:	?
spy/1	:
sublist/3	1	+	?
table/1	:
thread_local/1	:
time/1	0
use_module/1	:
use_module/2	:	+
volatile/1	:
when/2	+	0
with_mutex/2	+	0
with_output_to/2	+	0
with_output_to_chars/2	0	-
with_output_to_chars/3	0	-	?
with_output_to_codes/2	0	-
with_output_to_codes/3	0	-	?
`

// swiMetaSpecs maps each predicate of swiMetaText to its declaration's
// arguments: integers for closures, atoms for the other specifiers.
var swiMetaSpecs = sync.OnceValue(func() map[predKey][]engine.Term {
	out := map[predKey][]engine.Term{}
	for _, line := range strings.Split(swiMetaText, "\n") {
		fields := strings.Split(line, "\t")
		pi := fields[0]
		i := strings.LastIndexByte(pi, '/')
		if i <= 0 {
			continue
		}
		arity, err := strconv.Atoi(pi[i+1:])
		if err != nil || arity != len(fields)-1 {
			continue
		}
		args := make([]engine.Term, arity)
		for j, f := range fields[1:] {
			if n, err := strconv.Atoi(f); err == nil {
				args[j] = engine.MakeInt(int64(n))
			} else {
				args[j] = engine.Intern(f)
			}
		}
		out[predKey{engine.Intern(pi[:i]), arity}] = args
	}
	return out
})

// builtinMetaDeclaration returns the meta_predicate declaration swipl has
// for the system or library predicate p, nil when it has none or p is a
// program's own or an internal helper.
func builtinMetaDeclaration(m *engine.Machine, p *engine.Pred) *engine.Compound {
	if !p.IsBuiltin() || strings.HasPrefix(p.Name.Name, "$") || isLocalName(m, p.Name) {
		return nil
	}
	args := swiMetaSpecs()[predKey{p.Name, p.Arity}]
	if args == nil {
		return nil
	}
	return engine.NewCompound(p.Name, args...)
}
