"""
Writes a flat OpenDocument spreadsheet (.fods): one row per test case, column A
the case's name and column B a LibreOffice formula. Shared by the
make-reference scripts; LibreOffice computes the values:

    soffice --headless --convert-to csv NAME.fods
"""
from xml.sax.saxutils import escape


def write_fods(cases, path):
    rows = []
    for name, formula in cases:
        rows.append(
            '<table:table-row>'
            f'<table:table-cell office:value-type="string"><text:p>{escape(name)}</text:p></table:table-cell>'
            f'<table:table-cell table:formula="of:={escape(formula)}" office:value-type="float" office:value="0"/>'
            '</table:table-row>'
        )
    doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="reference">
{"".join(rows)}
</table:table></office:spreadsheet></office:body></office:document>
'''
    with open(path, 'w', encoding='utf-8') as out:
        out.write(doc)
    print(f'{len(cases)} cases written to {path}')
