package builtins

import (
	"strconv"
	"strings"
	"sync"

	"github.com/goprolog/goprolog/internal/engine"
)

// swiLibraryExports gives, for the libraries of SWI-Prolog 9.0.4 that
// programs import most, the library's module and the predicates it
// exports (Name/Arity, a non-terminal's arity with its two list
// arguments), as read from the module/2 declarations of swipl 9.0.4's
// library files. The loader names them in swipl's warning for a
// program's own definition of an imported library predicate ("Local
// definition of user:last/2 overrides weak import from lists").
var swiLibraryExports = map[string]struct{ module, preds string }{
	"lists":              {"lists", "append/2 append/3 clumped/2 delete/3 flatten/2 intersection/3 is_set/1 last/2 list_to_set/2 max_list/2 max_member/2 max_member/3 member/2 memberchk/2 min_list/2 min_member/2 min_member/3 nextto/3 nth0/3 nth0/4 nth1/3 nth1/4 numlist/3 permutation/2 prefix/2 proper_length/2 reverse/2 same_length/2 select/3 select/4 selectchk/3 selectchk/4 subset/2 subtract/3 sum_list/2 union/3"},
	"apply":              {"apply", "convlist/3 exclude/3 foldl/4 foldl/5 foldl/6 foldl/7 include/3 maplist/2 maplist/3 maplist/4 maplist/5 partition/4 partition/5 scanl/4 scanl/5 scanl/6 scanl/7"},
	"aggregate":          {"aggregate", "aggregate/3 aggregate/4 aggregate_all/3 aggregate_all/4 foreach/2 free_variables/4"},
	"pairs":              {"pairs", "group_pairs_by_key/2 map_list_to_pairs/3 pairs_keys/2 pairs_keys_values/3 pairs_values/2 transpose_pairs/2"},
	"assoc":              {"assoc", "assoc_to_keys/2 assoc_to_list/2 assoc_to_values/2 del_assoc/4 del_max_assoc/4 del_min_assoc/4 empty_assoc/1 gen_assoc/3 get_assoc/3 get_assoc/5 is_assoc/1 list_to_assoc/2 map_assoc/2 map_assoc/3 max_assoc/3 min_assoc/3 ord_list_to_assoc/2 put_assoc/4"},
	"ordsets":            {"ordsets", "is_ordset/1 list_to_ord_set/2 ord_add_element/3 ord_del_element/3 ord_disjoint/2 ord_empty/1 ord_intersect/2 ord_intersect/3 ord_intersection/2 ord_intersection/3 ord_intersection/4 ord_memberchk/2 ord_selectchk/3 ord_seteq/2 ord_subset/2 ord_subtract/3 ord_symdiff/3 ord_union/2 ord_union/3 ord_union/4"},
	"ugraphs":            {"ugraphs", "add_edges/3 add_vertices/3 complement/2 compose/3 connect_ugraph/3 del_edges/3 del_vertices/3 edges/2 neighbors/3 neighbours/3 reachable/3 top_sort/2 top_sort/3 transitive_closure/2 transpose_ugraph/2 ugraph_union/3 vertices/2 vertices_edges_to_ugraph/3"},
	"strings":            {"strings", "dedent_lines/3 indent_lines/3 indent_lines/4 interpolate_string/4 string/4 string_lines/2"},
	"option":             {"swi_option", "dict_options/2 merge_options/3 meta_options/3 option/2 option/3 select_option/3 select_option/4"},
	"error":              {"error", "current_type/3 domain_error/2 existence_error/2 existence_error/3 instantiation_error/1 is_of_type/2 must_be/2 permission_error/3 representation_error/1 resource_error/1 syntax_error/1 type_error/2 uninstantiation_error/1"},
	"readutil":           {"read_util", "read_file_to_codes/3 read_file_to_string/3 read_file_to_terms/3 read_line_to_codes/2 read_line_to_codes/3 read_line_to_string/2 read_stream_to_codes/2 read_stream_to_codes/3"},
	"solution_sequences": {"solution_sequences", "call_nth/2 distinct/1 distinct/2 group_by/4 limit/2 offset/2 order_by/2 reduced/1 reduced/3"},
	"random":             {"random", "getrand/1 maybe/0 maybe/1 maybe/2 random/1 random/3 random_between/3 random_member/2 random_numlist/4 random_perm2/4 random_permutation/2 random_select/3 random_subseq/3 randseq/3 randset/3 setrand/1"},
	"dcg/basics":         {"dcg_basics", "alpha_to_lower/3 atom/3 blank/2 blanks/2 blanks_to_nl/2 digit/3 digits/3 eol/2 eos/2 float/3 integer/3 nonblank/3 nonblanks/3 number/3 prolog_var_name/3 remainder/3 string/3 string_without/4 white/2 whites/2 xdigit/3 xdigits/3 xinteger/3"},
	"occurs":             {"occurs", "contains_term/2 contains_var/2 free_of_term/2 free_of_var/2 occurrences_of_term/3 occurrences_of_var/3 sub_term/2 sub_term_shared_variables/3 sub_var/2"},
	"gensym":             {"gensym", "gensym/2 reset_gensym/0 reset_gensym/1"},
	"terms":              {"terms", "acyclic_term/1 cyclic_term/1 foldsubterms/4 foldsubterms/5 mapargs/3 mapsubterms/3 mapsubterms_var/3 same_functor/2 same_functor/3 same_functor/4 subsumes/2 subsumes_chk/2 term_factorized/3 term_hash/2 term_hash/4 term_size/2 term_subsumer/3 term_variables/2 term_variables/3 variant/2"},
	"rbtrees":            {"rbtrees", "is_rbtree/1 list_to_rbtree/2 ord_list_to_rbtree/2 rb_apply/4 rb_clone/3 rb_del_max/4 rb_del_min/4 rb_delete/3 rb_delete/4 rb_empty/1 rb_fold/4 rb_in/3 rb_insert/4 rb_insert_new/4 rb_keys/2 rb_lookup/3 rb_map/2 rb_map/3 rb_max/3 rb_min/3 rb_new/1 rb_next/4 rb_partial_map/4 rb_previous/4 rb_size/2 rb_update/4 rb_update/5 rb_visit/2"},
	"heaps":              {"heaps", "add_to_heap/4 delete_from_heap/4 empty_heap/1 get_from_heap/4 heap_size/2 heap_to_list/2 is_heap/1 list_to_heap/2 merge_heaps/3 min_of_heap/3 min_of_heap/5 singleton_heap/3"},
	"nb_set":             {"nb_set", "add_nb_set/2 add_nb_set/3 empty_nb_set/1 gen_nb_set/2 nb_set_to_list/2 size_nb_set/2"},
	"main":               {"prolog_main", "argv_options/3 argv_options/4 argv_usage/1 cli_enable_development_system/0 cli_parse_debug_options/2 main/0"},
	"debug":              {"prolog_debug", "assertion/1 debug/1 debug/3 debug_message_context/1 debugging/1 debugging/2 list_debug_topics/0 list_debug_topics/1 nodebug/1"},
	"sort":               {"sort", "locale_sort/2 predsort/3"},
}

// libraryModules maps each predicate that swiLibraryExports lists to the
// module of its library.
var libraryModules = sync.OnceValue(func() map[predKey]*engine.Atom {
	out := map[predKey]*engine.Atom{}
	for _, lib := range swiLibraryExports {
		mod := engine.Intern(lib.module)
		for _, pi := range strings.Fields(lib.preds) {
			i := strings.LastIndexByte(pi, '/')
			arity, err := strconv.Atoi(pi[i+1:])
			if err == nil {
				out[predKey{engine.Intern(pi[:i]), arity}] = mod
			}
		}
	}
	return out
})

// libraryModule returns the module of SWI-Prolog's library that exports
// p, when p is goprolog's library definition of such a predicate (not
// the program's own); nil otherwise.
func libraryModule(p *engine.Pred) *engine.Atom {
	if p == nil || !p.IsLibrary() {
		return nil
	}
	return libraryModules()[predKey{p.Name, p.Arity}]
}
