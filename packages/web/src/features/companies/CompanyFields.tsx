import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '@balcao/schema';
import type { companyFormSchema } from '@balcao/schema/companies';
import { TextField } from '../../ui/form';

type Values = z.input<typeof companyFormSchema>;

/** The company's own fields (Dados da empresa), as the create, edit and view pages show them. */
export function CompanyFields({
  control,
  readOnly,
  representative,
}: {
  control: Control<Values>;
  readOnly: boolean;
  /** The representative's field: a picker of users, which the form holds. */
  representative: ReactNode;
}) {
  return (
    <Card className="form-card">
      <h2>Dados da empresa</h2>
      <div className="form-grid">
        <TextField
          control={control}
          name="code"
          label="Código matriz"
          required
          maxLength={20}
          readOnly={readOnly}
        />
        <TextField control={control} name="cnpj" label="CNPJ" required mask="cnpj" readOnly={readOnly} />
        <TextField
          control={control}
          name="corporateName"
          label="Razão social"
          required
          maxLength={NAME_MAX}
          readOnly={readOnly}
        />
        <TextField
          control={control}
          name="tradeName"
          label="Nome fantasia"
          maxLength={NAME_MAX}
          readOnly={readOnly}
        />
        <TextField
          control={control}
          name="stateRegistration"
          label="Inscrição estadual"
          maxLength={20}
          readOnly={readOnly}
        />
        <TextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          maxLength={EMAIL_MAX}
          readOnly={readOnly}
        />
        <TextField control={control} name="phone" label="Telefone" mask="phone" readOnly={readOnly} />
        {representative}
      </div>
    </Card>
  );
}
