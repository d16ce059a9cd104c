package carddata

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Decode reads the YAML document data, named file in error messages, into v,
// which must be a non-nil pointer. Decoding is strict and keeps positions:
//
//   - the file holds exactly one YAML document: an empty file, or a second
//     document after "---", is an error;
//   - a mapping key that matches no field is an error, with the closest field
//     name as a suggestion;
//   - a value of the wrong kind (a word where a number belongs) is an error,
//     and so is a number out of its field's range;
//   - a null value ("~", "null" or nothing) leaves the field at its zero
//     value;
//   - a field tagged ",required" (`yaml:"vp,required"`) that the mapping
//     does not give, or gives as null, is an error at the mapping, naming
//     the field;
//   - a struct field of type Pos is filled with the position of the mapping
//     that holds it, so later checks can point at the card;
//   - a field whose pointer implements encoding.TextUnmarshaler (a colour, an
//     ability expression) decodes itself from the scalar's text; a *Error or
//     ErrorList it returns is moved to the scalar's place in the file, so its
//     positions may be relative to the scalar (line 1, column 1 is the
//     scalar's first character), and any other error is reported at the
//     scalar as its own message.
//
// Fields are matched by their yaml tag, or by their lower-cased name when
// untagged; a tag of "-" skips the field. Every problem in the file is
// reported, as an ErrorList sorted by position; v may then be partly filled
// and should be discarded.
//
// The cost of decoding is in proportion to the size of data. What is
// decoded through aliases may come to at most ten times the file's size
// plus 4 KiB, counting the bytes of each value (a struct, an int) and of
// each text; past that, decoding stops with an error. A scalar reached through several aliases is decoded once for each
// type it is decoded into, and its errors are reported once, at the anchor;
// every use receives a copy of that one result, so pointers in it (an
// Expr's Ability) are shared between the uses.
func Decode(file string, data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("carddata.Decode: need a non-nil pointer, got %T", v)
	}
	root, err := readDocument(file, data)
	if err != nil {
		return err
	}
	d := decoder{file: file, data: data, budget: aliasBudget(len(data))}
	d.value(root, rv.Elem())
	return d.errs.Err()
}

// syntaxError turns a yaml.v3 parse error ("yaml: line 3: ...") into an
// ErrorList entry with a position. When the file has an ability that
// starts with its colour and is not quoted, which YAML reads as a list
// followed by stray text, that is reported too, at its place.
func syntaxError(file string, data []byte, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 1
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, after, ok := strings.Cut(rest, ": "); ok {
			if l, convErr := strconv.Atoi(n); convErr == nil {
				line, msg = l, after
			}
		}
	}
	var errs ErrorList
	errs.Addf(Pos{File: file, Line: line, Col: 1}, "YAML syntax: %s", clip(msg, maxPart))
	if pos, text, ok := unquotedColour(data); ok {
		pos.File = file
		errs.Add(pos, quote(text), `quotes around an ability that starts with its colour, as in "[yellow] gain 2 growth"`, "")
	}
	errs.Sort()
	return errs.Err()
}

type decoder struct {
	file   string
	data   []byte
	src    *source // data with its line index, made on first use
	errs   ErrorList
	budget int        // bytes of values left to decode through aliases
	spent  bool       // the budget ran out
	via    *yaml.Node // the outermost alias being expanded, if any
	// decoded holds, for each anchored scalar and type it was decoded
	// into, the result, so that an alias does not decode it again.
	decoded map[decodedKey]reflect.Value
	fields  map[reflect.Type]fieldNames
	// failed holds the anchored scalars whose decoding had errors, and
	// reused counts the uses of them through aliases, for Flaws.
	failed map[decodedKey]bool
	reused int
}

type decodedKey struct {
	node *yaml.Node
	typ  reflect.Type
}

var (
	posType       = reflect.TypeFor[Pos]()
	flawsType     = reflect.TypeFor[Flaws]()
	fieldsType    = reflect.TypeFor[Fields]()
	textUnmarshal = reflect.TypeFor[encoding.TextUnmarshaler]()
)

func (d *decoder) pos(n *yaml.Node) Pos {
	return Pos{File: d.file, Line: n.Line, Col: n.Column}
}

// value decodes node n into the settable value v.
func (d *decoder) value(n *yaml.Node, v reflect.Value) {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		if d.via == nil {
			d.via = n
			defer func() { d.via = nil }()
		}
		n = n.Alias
	}
	if d.spent || d.via != nil && !d.spend(n, v.Type()) {
		return
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return // "~", "null" or nothing: the field keeps its zero value
	}
	if n.Kind == yaml.ScalarNode && n.Anchor != "" {
		d.scalarOnce(n, v)
		return
	}
	d.decode(n, v)
}

// spend takes from the budget the cost of decoding node n, reached
// through an alias, into a value of type t: the bytes of the value and of
// the node's text. It reports false, and the first time an error at the
// alias being expanded, when the budget has run out.
func (d *decoder) spend(n *yaml.Node, t reflect.Type) bool {
	cost := int(t.Size()) + len(n.Value)
	if t.Kind() == reflect.Pointer {
		cost += int(t.Elem().Size())
	}
	d.budget -= max(1, cost)
	if d.budget >= 0 {
		return true
	}
	d.spent = true
	d.errs.Addf(d.pos(d.via), "aliases expand this file of %d bytes past %d bytes of values",
		len(d.data), aliasBudget(len(d.data)))
	return false
}

// aliasBudget is how many bytes of values aliases may expand a file of
// size bytes to.
func aliasBudget(size int) int { return 4096 + 10*size }

// decode decodes node n, which is not an alias, into v.
func (d *decoder) decode(n *yaml.Node, v reflect.Value) {
	if u, ok := unmarshaler(v); ok {
		d.text(n, u)
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		d.structure(n, v)
	case reflect.Slice:
		d.sequence(n, v)
	case reflect.Array:
		d.array(n, v)
	case reflect.Map:
		d.mapping(n, v)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		d.decode(n, v.Elem())
	default:
		d.scalar(n, v)
	}
}

// unmarshaler is v's TextUnmarshaler, if its pointer has one.
func unmarshaler(v reflect.Value) (encoding.TextUnmarshaler, bool) {
	if !v.CanAddr() || !v.Addr().Type().Implements(textUnmarshal) {
		return nil, false
	}
	return v.Addr().Interface().(encoding.TextUnmarshaler), true
}

func (d *decoder) expect(n *yaml.Node, kind yaml.Kind, what string) bool {
	if n.Kind == kind {
		return true
	}
	d.errs.Add(d.pos(n), describe(n), what, "")
	return false
}

// describe names what a node is, for "found ..." in messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return quote(n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "nothing"
}

// key is the text of a mapping key, looking through an alias; it reports
// false, with an error, for a key that is not a single value.
func (d *decoder) key(k *yaml.Node) (string, bool) {
	if k.Kind == yaml.AliasNode && k.Alias != nil {
		k = k.Alias
	}
	if !d.expect(k, yaml.ScalarNode, "a key") {
		return "", false
	}
	return k.Value, true
}

func (d *decoder) structure(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.MappingNode, "a mapping of fields") {
		return
	}
	fields, names, required := d.structFields(v.Type())
	before := d.flaws()
	var flaws, at reflect.Value // the struct's Flaws and Fields, if it has them
	for i := range v.NumField() {
		switch v.Type().Field(i).Type {
		case posType:
			v.Field(i).Set(reflect.ValueOf(d.pos(n)))
		case flawsType:
			flaws = v.Field(i)
		case fieldsType:
			at = v.Field(i)
		}
	}
	var places Fields
	if at.IsValid() {
		places = make(Fields, len(n.Content)/2)
	}
	seen, given := map[string]bool{}, map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		keyNode, val := n.Content[i], n.Content[i+1]
		key, ok := d.key(keyNode)
		if !ok {
			continue
		}
		idx, ok := fields[key]
		switch {
		case !ok:
			suggest := Suggest(key, names)
			d.errs.Add(d.pos(keyNode), "field "+quote(key),
				"one of "+strings.Join(names, ", "), suggest)
			given[suggest] = true // a misspelt field is not missing too
		case seen[key]:
			d.errs.Addf(d.pos(keyNode), "field %s given twice", quote(key))
		default:
			seen[key] = true
			if val.Kind != yaml.ScalarNode || val.Tag != "!!null" {
				given[key] = true
			}
			if places != nil {
				places[key] = d.pos(val)
			}
			d.value(val, v.Field(idx))
		}
	}
	for _, key := range required {
		if !given[key] {
			d.errs.Addf(d.pos(n), "missing field %s: every entry here gives it", quote(key))
		}
	}
	if at.IsValid() {
		at.Set(reflect.ValueOf(places))
	}
	if flaws.IsValid() {
		flaws.SetInt(int64(d.flaws() - before))
	}
}

// flaws counts the problems found so far: the errors reported, each use of
// an anchored value whose decoding had errors, and 1 once the alias budget
// has run out (every value after that is left unread).
func (d *decoder) flaws() int {
	n := len(d.errs) + d.reused
	if d.spent {
		n++
	}
	return n
}

// fieldNames is what structFields finds in a struct type.
type fieldNames struct {
	index    map[string]int
	names    []string
	required []string
}

// structFields is fieldsOf(t), found once per type.
func (d *decoder) structFields(t reflect.Type) (map[string]int, []string, []string) {
	f, ok := d.fields[t]
	if !ok {
		f.index, f.names, f.required = fieldsOf(t)
		if d.fields == nil {
			d.fields = map[reflect.Type]fieldNames{}
		}
		d.fields[t] = f
	}
	return f.index, f.names, f.required
}

// fieldsOf maps the YAML names of t's fields to their indexes, and lists
// the names in field order, and those tagged ",required".
func fieldsOf(t reflect.Type) (map[string]int, []string, []string) {
	fields := map[string]int{}
	var names, required []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "-" || !f.IsExported() || f.Type == posType || f.Type == flawsType || f.Type == fieldsType {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		fields[name] = i
		names = append(names, name)
		if slices.Contains(strings.Split(opts, ","), "required") {
			required = append(required, name)
		}
	}
	return fields, names, required
}

func (d *decoder) sequence(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.SequenceNode, "a list") {
		return
	}
	s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	for i, item := range n.Content {
		d.value(item, s.Index(i))
	}
	v.Set(s)
}

func (d *decoder) array(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.SequenceNode, fmt.Sprintf("a list of %d", v.Len())) {
		return
	}
	if len(n.Content) != v.Len() {
		d.errs.Add(d.pos(n), fmt.Sprintf("a list of %d", len(n.Content)), fmt.Sprintf("a list of %d", v.Len()), "")
		return
	}
	for i, item := range n.Content {
		d.value(item, v.Index(i))
	}
}

func (d *decoder) mapping(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.MappingNode, "a mapping") {
		return
	}
	if v.Type().Key().Kind() != reflect.String {
		d.errs.Addf(d.pos(n), "carddata: map keys of type %s are not supported", v.Type().Key())
		return
	}
	m := reflect.MakeMapWithSize(v.Type(), len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, ok := d.key(n.Content[i])
		if !ok {
			continue
		}
		elem := reflect.New(v.Type().Elem()).Elem()
		d.value(n.Content[i+1], elem)
		m.SetMapIndex(reflect.ValueOf(key).Convert(v.Type().Key()), elem)
	}
	v.Set(m)
}
