// Package mutable holds one exported variable of each kind that
// MutableVars lists (named Bad...) and of each kind it allows (Ok... and
// the error sentinels), for TestMutableVarsListsWhatAnImporterCanChange.
package mutable

import (
	"errors"
	"fmt"
	"io"
)

type table struct {
	Rows []int
}

type sealed struct {
	rows []int
	Name string
}

type words int

type Spec[T any] struct {
	Name  string
	New   func() T
	seats []int
}

type Holder struct {
	table
}

func makeTable() table { return table{} }

func makeSpec() Spec[int] { return Spec[int]{} }

var (
	BadSlice        = []string{"a"}
	BadMap          = map[string]int{}
	BadPointer      = &sealed{}
	BadTyped        []int
	BadChan         = make(chan int)
	BadStruct       = table{}
	BadFromFunc     = makeTable()
	BadEmbedded     Holder
	BadArray        = [2][]int{}
	BadOtherPackage = io.EOF
	BadErrPointer   = &sealed{}
	BadAlias        = BadSlice
	ErrBadNotAnErr  = []error{}

	OkString   = "x"
	OkInt      = 3
	OkConv     = words(2)
	OkSealed   = sealed{}
	OkSpec     = Spec[int]{Name: "x"}
	OkFromFunc = makeSpec()
	OkFunc     = func() int { return 1 }
	OkArray    = [2]int{1, 2}

	ErrNew    = errors.New("new")
	ErrErrorf = fmt.Errorf("errorf %d", 1)
	ErrOther  = io.ErrUnexpectedEOF
	ErrTyped  error

	unexported = []int{1}
)
