package carddata

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// extensionKeys are the fields of an extension file.
var extensionKeys = []string{"extends", "add", "replace", "remove"}

// EntryNamer is a card entry known by a name its fields do not hold (a
// Cosmic Run ship, known by its notation "R3"). Extend uses it to match
// entries by name.
type EntryNamer interface {
	EntryName() string
}

// IsExtension reports whether data is an extension file: a YAML mapping
// with the key "extends".
func IsExtension(data []byte) bool {
	root, err := readDocument("", data)
	if err != nil || root.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "extends" {
			return true
		}
	}
	return false
}

// Extend applies the extension file data, named file in errors, to base:
// a pointer to a game's card file layout, decoded from the set called
// baseName ("standard"). Every problem is reported at once, each at its
// place in file: an unknown field or section, a removed or replaced name
// the base does not have, a name added that the base has or that is added
// twice, a name replaced or removed twice, and every error decoding the
// cards finds. The entries of base may be partly changed on error.
func Extend(file string, data []byte, base any, baseName string) error {
	rv := reflect.ValueOf(base)
	if rv.Kind() != reflect.Pointer || rv.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("carddata.Extend: need a pointer to a struct, got %T", base)
	}
	root, err := readDocument(file, data)
	if err != nil {
		return err
	}
	x := extender{decoder: decoder{file: file, data: data, budget: aliasBudget(len(data))},
		base: rv.Elem(), baseName: baseName}
	x.top(root)
	x.errs.Sort()
	return x.errs.Err()
}

// extender applies one extension file.
type extender struct {
	decoder
	base     reflect.Value
	baseName string
	// touched is where each name was removed or replaced, by section.
	touched map[string]map[string]Pos
}

// file reads the extension's top level.
func (x *extender) top(root *yaml.Node) {
	if !x.expect(root, yaml.MappingNode, "a mapping with extends, add, replace and remove") {
		return
	}
	sections := map[string]*yaml.Node{}
	extends := false
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, ok := x.key(root.Content[i])
		if !ok {
			continue
		}
		val := root.Content[i+1]
		switch {
		case key == "extends":
			extends = true
			if val.Kind != yaml.ScalarNode || val.Value != x.baseName {
				x.errs.Add(x.pos(val), describe(val), strconv.Quote(x.baseName)+", the set this game has",
					Suggest(val.Value, []string{x.baseName}))
			}
		case key == "add" || key == "replace" || key == "remove":
			if sections[key] != nil {
				x.errs.Addf(x.pos(root.Content[i]), "field %s given twice", quote(key))
			}
			sections[key] = val
		default:
			x.errs.Add(x.pos(root.Content[i]), "field "+quote(key), "one of extends, add, replace, remove",
				Suggest(key, extensionKeys))
		}
	}
	if !extends {
		x.errs.Add(x.pos(root), "no extends", `"extends: `+x.baseName+`" first in an extension file`, "")
	}
	x.touched = map[string]map[string]Pos{}
	for _, key := range []string{"remove", "replace", "add"} {
		if n := sections[key]; n != nil && !(n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
			x.part(key, n)
		}
	}
}

// part applies one of add, replace and remove.
func (x *extender) part(part string, n *yaml.Node) {
	if !x.expect(n, yaml.MappingNode, "a mapping of sections") {
		return
	}
	fields, names, _ := x.structFields(x.base.Type())
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, ok := x.key(n.Content[i])
		if !ok {
			continue
		}
		idx, ok := fields[key]
		if !ok {
			x.errs.Add(x.pos(n.Content[i]), "section "+quote(key), "one of "+joinWords(names), Suggest(key, names))
			continue
		}
		field, val := x.base.Field(idx), n.Content[i+1]
		if !isEntryList(field.Type()) {
			if part != "replace" {
				x.errs.Add(x.pos(n.Content[i]), quote(key)+" under "+part, quote(key)+" under replace: it is a value of the set, not a list of cards", "")
				continue
			}
			x.value(val, field)
			continue
		}
		switch part {
		case "remove":
			x.remove(key, field, val)
		case "replace":
			x.replace(key, field, val)
		default:
			x.add(key, field, val)
		}
	}
}

// joinWords writes words as "a, b, c".
func joinWords(words []string) string {
	s := ""
	for i, w := range words {
		if i > 0 {
			s += ", "
		}
		s += w
	}
	return s
}

// isEntryList reports whether t is a list of card entries: structs with a
// position.
func isEntryList(t reflect.Type) bool {
	if t.Kind() != reflect.Slice || t.Elem().Kind() != reflect.Struct {
		return false
	}
	for i := range t.Elem().NumField() {
		if t.Elem().Field(i).Type == posType {
			return true
		}
	}
	return false
}

// entryName is the name entry e is known by: its EntryName, its name
// field, or its number field.
func entryName(e reflect.Value) string {
	if n, ok := e.Interface().(EntryNamer); ok {
		return n.EntryName()
	}
	number := ""
	for i := range e.NumField() {
		f := e.Type().Field(i)
		switch tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); {
		case tag == "name" && f.Type.Kind() == reflect.String:
			return e.Field(i).String()
		case tag == "number" && f.Type.Kind() == reflect.Int:
			number = strconv.Itoa(int(e.Field(i).Int()))
		}
	}
	return number
}

// entryPos is where entry e starts.
func entryPos(e reflect.Value) Pos {
	for i := range e.NumField() {
		if e.Type().Field(i).Type == posType {
			return e.Field(i).Interface().(Pos)
		}
	}
	return Pos{}
}

// index maps the names of a list of entries to their indexes.
func index(list reflect.Value) (map[string]int, []string) {
	byName := make(map[string]int, list.Len())
	names := make([]string, 0, list.Len())
	for i := range list.Len() {
		name := entryName(list.Index(i))
		byName[name] = i
		names = append(names, name)
	}
	return byName, names
}

// mark records that name of section was removed or replaced at pos,
// reporting false, with an error, when it was already.
func (x *extender) mark(section, name string, pos Pos, part string) bool {
	if x.touched[section] == nil {
		x.touched[section] = map[string]Pos{}
	}
	if first, ok := x.touched[section][name]; ok {
		x.errs.Addf(pos, "%s %s %s here is removed or replaced already at %s: change a card once", section, quote(name), part, first)
		return false
	}
	x.touched[section][name] = pos
	return true
}

// unknown reports a name the base's section does not have.
func (x *extender) unknown(pos Pos, section, name string, names []string) {
	x.errs.Add(pos, quote(name), fmt.Sprintf("the name of a card in %s of the %s set", section, x.baseName), Suggest(name, names))
}

// remove removes the names listed in n from the section.
func (x *extender) remove(section string, list reflect.Value, n *yaml.Node) {
	if !x.expect(n, yaml.SequenceNode, "a list of names") {
		return
	}
	byName, names := index(list)
	drop := map[int]bool{}
	for _, item := range n.Content {
		if !x.expect(item, yaml.ScalarNode, "a card's name") {
			continue
		}
		i, ok := byName[item.Value]
		switch {
		case !ok:
			x.unknown(x.pos(item), section, item.Value, names)
		case x.mark(section, item.Value, x.pos(item), "removed"):
			drop[i] = true
		}
	}
	kept := reflect.MakeSlice(list.Type(), 0, list.Len()-len(drop))
	for i := range list.Len() {
		if !drop[i] {
			kept = reflect.Append(kept, list.Index(i))
		}
	}
	list.Set(kept)
}

// entries decodes the list n into a new list of list's type.
func (x *extender) entries(list reflect.Value, n *yaml.Node) (reflect.Value, bool) {
	if !x.expect(n, yaml.SequenceNode, "a list of cards") {
		return reflect.Value{}, false
	}
	v := reflect.New(list.Type()).Elem()
	x.value(n, v)
	return v, true
}

// replace puts each card listed in n in place of the card of its name.
func (x *extender) replace(section string, list reflect.Value, n *yaml.Node) {
	v, ok := x.entries(list, n)
	if !ok {
		return
	}
	byName, names := index(list)
	for i := range v.Len() {
		e := v.Index(i)
		name, pos := entryName(e), entryPos(e)
		j, ok := byName[name]
		switch {
		case !ok:
			x.unknown(pos, section, name, names)
		case x.mark(section, name, pos, "replaced"):
			list.Index(j).Set(e)
		}
	}
}

// add appends each card listed in n, whose name must be new.
func (x *extender) add(section string, list reflect.Value, n *yaml.Node) {
	v, ok := x.entries(list, n)
	if !ok {
		return
	}
	byName, _ := index(list)
	added := map[string]Pos{}
	for i := range v.Len() {
		e := v.Index(i)
		name, pos := entryName(e), entryPos(e)
		if j, ok := byName[name]; ok && name != "" {
			x.errs.Addf(pos, "%s %s is in the %s set already (%s): write it under replace to change it, or give the new card another name",
				section, quote(name), x.baseName, entryPos(list.Index(j)))
			continue
		}
		if first, ok := added[name]; ok && name != "" {
			x.errs.Addf(pos, "%s %s is added twice, first at %s", section, quote(name), first)
			continue
		}
		added[name] = pos
		list.Set(reflect.Append(list, e))
	}
}

// DecodeSet reads data, named file in errors, into f, a pointer to a
// game's card file layout: a whole card file, or an extension file (see
// IsExtension), which is applied to the standard set that standard
// returns (its file name and its bytes) with Extend.
func DecodeSet(file string, data []byte, f any, standard func() (string, []byte, error)) error {
	if !IsExtension(data) {
		return Decode(file, data, f)
	}
	if standard == nil {
		return fmt.Errorf("%s: an extension file, but no standard set to extend", file)
	}
	name, std, err := standard()
	if err != nil {
		return err
	}
	if err := Decode(name, std, f); err != nil {
		return err
	}
	return Extend(file, data, f, "standard")
}
