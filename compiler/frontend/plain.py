"""Plain records of the model and the driver: classes whose annotated names are their fields, made without dataclasses.

`dataclass` writes an `__init__`, `__repr__` and `__eq__` as source text for each class and compiles them whenever
the module is imported: for the model's and the driver's sixteen classes that was a tenth of a `cairn check` (and
importing `dataclasses` pulls in `inspect`). A `Plain` class gets the same behaviour from one `__init__`, `__repr__`
and `__eq__` shared by all, compiled once into the module's bytecode like any other function (as `NodeClass` does for
the effect language's syntax tree, ast.py). A default written `Made(dict)` is made afresh for each instance, as
`field(default_factory=dict)` was. Records are mutable and unhashable, as a dataclass without `frozen`.

`Frozen` is for the few records made by the ten thousand (a span of every YAML node, every diagnostic, a name's
binding): each writes its own `__init__` (a call of it is as cheap as a dataclass's), and shares the rest: never
changed once made, equal and hashed by value, copied and pickled by its fields.
"""
from __future__ import annotations

from operator import attrgetter


class Made:
    """A default made afresh for every instance by calling `factory` (a new dict or list each time)."""

    __slots__ = ("factory",)

    def __init__(self, factory):
        self.factory = factory


class PlainClass(type):
    """The type of every plain record class: its annotated names, after those of the class it extends, are its fields
    (`_fields`), with the values written beside them as defaults (`_defaults`)."""

    def __new__(mcs, name, bases, namespace):
        own = tuple(namespace.get("__annotations__", {}))
        defaults = {field: namespace.pop(field) for field in own if field in namespace}
        cls = super().__new__(mcs, name, bases, namespace)
        cls._fields = getattr(cls, "_fields", ()) + tuple(field for field in own if field not in getattr(cls, "_fields", ()))
        cls._defaults = {**getattr(cls, "_defaults", {}), **defaults}
        return cls


class Plain(metaclass=PlainClass):
    __hash__ = None     # mutable: equal by value, so never a key (as a dataclass with eq and without frozen)

    def __init__(self, *args, **kwargs):
        names = self._fields
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes {len(names)} fields, {len(args)} given")
        values = self.__dict__
        for name, value in zip(names, args):
            values[name] = value
        defaults = self._defaults
        for name in names[len(args):]:
            if name in kwargs:
                values[name] = kwargs.pop(name)
            elif name in defaults:
                default = defaults[name]
                values[name] = default.factory() if type(default) is Made else default
            else:
                raise TypeError(f"{type(self).__name__}() is missing the field {name!r}")
        if kwargs:
            name = next(iter(kwargs))
            raise TypeError(f"{type(self).__name__}() got {name!r} " + ("twice" if name in names else "as no field"))
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post()

    def __repr__(self):
        return f"{type(self).__qualname__}({', '.join(f'{name}={getattr(self, name)!r}' for name in self._fields)})"

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self._fields)


def copied(record, **changes):
    """A copy of a Plain or Frozen `record` with the fields `changes` names set to new values (dataclasses.replace)."""
    return type(record)(**{**{name: getattr(record, name) for name in record._fields}, **changes})


class FrozenError(AttributeError):
    """A frozen record is never changed once made (it is hashed, and shared)."""


set_field = object.__setattr__      # how a frozen record's own __init__ sets its slots


class Frozen:
    """A record made once and never changed; its fields are its `__slots__`, in order (at least two)."""

    __slots__ = ()
    _fields: tuple = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._fields = cls.__slots__
        cls._getter = attrgetter(*cls.__slots__)       # the fields' values as one tuple, read in C (not a method)

    def __setattr__(self, name, value):
        raise FrozenError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise FrozenError(f"cannot delete field {name!r}")

    def _values(self) -> tuple:
        return self._getter(self)

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        getter = self._getter
        return getter(self) == getter(other)

    def __hash__(self):
        return hash(self._getter(self))

    def __repr__(self):
        return f"{type(self).__qualname__}({', '.join(f'{name}={getattr(self, name)!r}' for name in self._fields)})"

    def __reduce__(self):       # copied and pickled by its fields, made again by __init__ (never set one by one)
        return type(self), self._getter(self)
