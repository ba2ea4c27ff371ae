# json: JSONEncoder and JSONDecoder over the C dumps/loads. The Python part of the module
# (monty/modules/mod_json.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

class JSONEncoder:
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return dumps(o, ensure_ascii=self.ensure_ascii)
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        return iter([dumps(o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                           check_circular=self.check_circular, allow_nan=self.allow_nan,
                           indent=self.indent,
                           separators=(self.item_separator, self.key_separator),
                           default=self.default, sort_keys=self.sort_keys)])


JSONEncoder.__module__ = 'json.encoder'


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s, _w=None):
        return loads(s, object_hook=self.object_hook, parse_float=self.parse_float,
                     parse_int=self.parse_int, parse_constant=self.parse_constant,
                     strict=self.strict, object_pairs_hook=self.object_pairs_hook)

    def raw_decode(self, s, idx=0):
        if idx < len(s) and s[idx] in ' \t\n\r':
            raise JSONDecodeError('Expecting value', s, idx)
        try:
            return self.decode(s[idx:]), len(s.rstrip(' \t\n\r'))
        except JSONDecodeError as e:
            if e.msg != 'Extra data':
                raise JSONDecodeError(e.msg, s, e.pos + idx) from None
            head = s[idx:idx + e.pos].rstrip(' \t\n\r')
        return self.decode(head), idx + len(head)


JSONDecoder.__module__ = 'json.decoder'


def _decode_error_init(self, msg, doc=None, pos=None):
    if doc is None and pos is None:  # made by the decoder, which sets the fields itself
        ValueError.__init__(self, msg)
        return
    lineno = doc.count('\n', 0, pos) + 1
    colno = pos - doc.rfind('\n', 0, pos)
    ValueError.__init__(self, f'{msg}: line {lineno} column {colno} (char {pos})')
    self.msg = msg
    self.doc = doc
    self.pos = pos
    self.lineno = lineno
    self.colno = colno


JSONDecodeError.__init__ = _decode_error_init
JSONDecodeError.__reduce__ = lambda self: (self.__class__, (self.msg, self.doc, self.pos))
del _decode_error_init


class _Submodule:
    """json.decoder and json.encoder: the names scripts reach through them."""

    def __init__(self, name, **names):
        self.__name__ = name
        self.__dict__.update(names)

    def __repr__(self):
        return f"<module '{self.__name__}'>"


decoder = _Submodule('json.decoder', JSONDecoder=JSONDecoder, JSONDecodeError=JSONDecodeError)
encoder = _Submodule('json.encoder', JSONEncoder=JSONEncoder)
